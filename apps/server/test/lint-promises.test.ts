/**
 * The type-aware lint rules of eslint.config.js fail on a promise nobody waits for. Type information needs a
 * file the TypeScript project includes, so each case writes a scratch file into this folder, lints it through
 * ESLint's Node API and the repository's config, and removes it.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });
const scratchFiles: string[] = [];

afterAll(() => {
  for (const file of scratchFiles) fs.rmSync(file, { force: true });
});

/** The rule ids `code` breaks, written as a scratch file beside this test. */
async function ruleErrors(code: string): Promise<string[]> {
  // A name of its own: the server's test projects (PGlite, PostgreSQL) may run this file at the same time.
  const file = path.join(import.meta.dirname, `lint-scratch-${randomUUID()}.ts`);
  scratchFiles.push(file);
  fs.writeFileSync(file, code);
  try {
    const [result] = await eslint.lintFiles([file]);
    return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const save = 'async function save(): Promise<number> {\n  return 1;\n}\n';

// The first lint builds the server's TypeScript program: tens of seconds on a busy two-core machine.
describe('type-aware lint', { timeout: 120_000 }, () => {
  it('fails on a floating promise, a missed await', async () => {
    expect(await ruleErrors(`${save}export function handle(): void {\n  save();\n}\n`)).toEqual([
      '@typescript-eslint/no-floating-promises',
    ]);
  });

  it('passes the same call awaited, or marked fire-and-forget with void', async () => {
    expect(await ruleErrors(`${save}export async function handle(): Promise<void> {\n  await save();\n}\n`)).toEqual(
      [],
    );
    expect(await ruleErrors(`${save}export function handle(): void {\n  void save();\n}\n`)).toEqual([]);
  });

  it('fails on a promise where a void callback or a condition is expected', async () => {
    expect(
      await ruleErrors(`${save}export const handlers = [1, 2].forEach(async () => {\n  await save();\n});\n`),
    ).toEqual(['@typescript-eslint/no-misused-promises']);
    expect(await ruleErrors(`${save}export function saved(): boolean {\n  return save() ? true : false;\n}\n`)).toEqual(
      ['@typescript-eslint/no-misused-promises'],
    );
  });

  it('fails on awaiting what is not a promise', async () => {
    expect(await ruleErrors('export async function two(): Promise<number> {\n  return await 2;\n}\n')).toEqual([
      '@typescript-eslint/await-thenable',
    ]);
  });
});
