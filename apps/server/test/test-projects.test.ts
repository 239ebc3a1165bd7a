/**
 * Test files that start real processes run one at a time in the "processes" projects (root vitest.config.ts):
 * a file that starts one and is missing from the list would run beside other files and race them for the CPU
 * its process needs; a listed file that starts none would run alone for nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startsProcesses } from '../../../vitest.config.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const startsAProcess = /from '(?:node:child_process|\.\/support\/(?:server-process|mail-processes)\.ts)'/;

it('lists exactly the server test files that start a process', () => {
  const files = fs
    .readdirSync(path.join(serverDir, 'test'))
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `test/${file}`);
  const starting = files.filter((file) => startsAProcess.test(fs.readFileSync(path.join(serverDir, file), 'utf8')));
  expect(starting.length).toBeGreaterThan(0);
  expect([...startsProcesses].sort()).toEqual(starting.sort());
});
