/**
 * The import zones of eslint.config.js (CONTRIBUTING "Boundaries") fail on a violation: each case lints a
 * small file as if it sat at that path in the tree, through ESLint's Node API and the repository's config.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
// Without type information: the zones need none, and the type-aware rules only lint files that exist on disk
// (lint-promises.test.ts shows those).
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

/** The zone errors of `code` placed at `file` (relative to the repository root). */
async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('lint zones', () => {
  it("refuse a server feature importing another feature's internals, and allow its index.ts", async () => {
    const file = 'apps/server/src/features/booking/zone-check.ts';
    expect(await zoneErrors(file, "export { hashToken } from '../auth/session.ts';\n")).toEqual([
      expect.stringContaining("A feature uses another only through that feature's index.ts"),
    ]);
    expect(await zoneErrors(file, "export { requireUser } from '../auth/index.ts';\n")).toEqual([]);
    expect(await zoneErrors(file, "export { listSlots } from './list-slots.ts';\n")).toEqual([]);
  });

  it("refuse compat/ and the demo seed reaching into a feature's files", async () => {
    expect(
      await zoneErrors(
        'apps/server/src/compat/zone-check.ts',
        "export { getDoctor } from '../features/doctors/get-doctor.ts';\n",
      ),
    ).toHaveLength(1);
    expect(
      await zoneErrors(
        'apps/server/src/compat/zone-check.ts',
        "export { getDoctor } from '../features/doctors/index.ts';\n",
      ),
    ).toEqual([]);
    expect(
      await zoneErrors(
        'apps/server/src/seed/zone-check.ts',
        "export { seedMedicines } from '../features/medicines/seed-medicines.ts';\n",
      ),
    ).toHaveLength(1);
  });

  it('refuse db/, shared/ and outbox/ importing any feature, even its index.ts', async () => {
    for (const file of [
      'apps/server/src/db/zone-check.ts',
      'apps/server/src/shared/zone-check.ts',
      'apps/server/src/outbox/zone-check.ts',
    ]) {
      const from = path.relative(
        path.dirname(path.join(root, file)),
        path.join(root, 'apps/server/src/features/auth/index.ts'),
      );
      expect(await zoneErrors(file, `export { requireUser } from './${from}';\n`), file).toHaveLength(1);
    }
  });

  it("refuse the server importing the web app's source beyond the build's contract", async () => {
    const file = 'apps/server/src/zone-check.ts';
    expect(await zoneErrors(file, "export * from '../../web/package.json';\n")).toEqual([
      expect.stringContaining("The server imports the web app only through the build's contract"),
    ]);
    expect(await zoneErrors(file, "export type { PageAssets } from '../../web/src/page-assets.ts';\n")).toEqual([]);
  });

  it("refuse the web's shared/ importing a feature, and web features reaching into each other", async () => {
    expect(
      await zoneErrors('apps/web/src/shared/zone-check.ts', "export * from '../features/doctors/index.ts';\n"),
    ).toHaveLength(1);
    expect(
      await zoneErrors('apps/web/src/features/booking/zone-check.ts', "export * from '../doctors/format.ts';\n"),
    ).toHaveLength(1);
    expect(
      await zoneErrors('apps/web/src/features/booking/zone-check.ts', "export * from '../doctors/index.ts';\n"),
    ).toEqual([]);
  });
});
