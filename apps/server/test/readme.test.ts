/**
 * The README stays a short guide for users and operators that tells the truth: every variable the server
 * reads (apps/server/src/config.ts) is in its configuration table, so nobody has to read the source to find
 * a setting, and the commands it promises exist. Benchmark history belongs in bench/RESULTS.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigSchema } from '../src/config.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const scripts = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

/** The rows of the README's "Configuration" table: the lines of that section that start with `|`. */
function configurationTable(): string {
  const section = /^## Configuration\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .join('\n');
}

/** The variables config.ts reads that `table` does not name in backticks. */
function undocumented(table: string): string[] {
  return ConfigSchema.keyof().options.filter((name) => !table.includes(`\`${name}\``));
}

describe('README configuration table', () => {
  it('names every variable config.ts reads', () => {
    expect(ConfigSchema.keyof().options.length).toBeGreaterThan(30);
    expect(undocumented(configurationTable())).toEqual([]);
  });

  it('misses a variable whose row is gone', () => {
    const withoutPort = configurationTable()
      .split('\n')
      .filter((row) => !row.startsWith('| `PORT`'))
      .join('\n');
    expect(undocumented(withoutPort)).toEqual(['PORT']);
  });
});

describe('README', () => {
  it('is under 250 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(250);
  });

  it('promises only commands the root package.json has', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
    const promised = [...readme.matchAll(/`npm (?:run )?([a-z][\w:-]*)/g)].map((m) => m[1]!);
    const builtIn = new Set(['install', 'ci', 'test', 'start']);
    expect(promised.length).toBeGreaterThan(5);
    expect(promised.filter((name) => !builtIn.has(name) && !(name in scripts))).toEqual([]);
    expect(scripts.start && scripts.test).toBeTruthy();
  });
});
