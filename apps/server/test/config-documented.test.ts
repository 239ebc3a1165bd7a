/**
 * Every variable the server reads (apps/server/src/config.ts) is documented in the README's configuration
 * table, so an operator never has to read the source to find a setting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigSchema } from '../src/config.ts';

const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');

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
