/**
 * Every decision record (docs/decisions/NNN-*.md) says when it was taken and whether it is still in force,
 * a superseded record and the one that superseded it link to each other, and the index lists every record.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(import.meta.dirname, '../../../docs/decisions');
const records = fs
  .readdirSync(dir)
  .filter((file) => /^\d{3}-.+\.md$/.test(file))
  .map((file) => ({ file, number: file.slice(0, 3), text: fs.readFileSync(path.join(dir, file), 'utf8') }));
const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');

const status = /^- Status: (accepted|deprecated|superseded (?:in part )?by \[(\d{3})\]\((\d{3}-[^)]+\.md)\))/m;

/** The problems of one record's heading: its title, date and status lines. */
function headingProblems(file: string, text: string): string[] {
  const lines = text.split('\n');
  const problems: string[] = [];
  if (!lines[0]?.startsWith(`# ${file.slice(0, 3)} — `)) problems.push(`${file}: title is not "# NNN — …"`);
  if (!/^- Date: \d{4}-\d{2}-\d{2}$/.test(lines[2] ?? '')) problems.push(`${file}: third line is not "- Date: …"`);
  if (!status.test(lines[3] ?? '')) problems.push(`${file}: fourth line is not "- Status: …"`);
  return problems;
}

describe('decision records', () => {
  it('each start with their number, date and status', () => {
    expect(records.length).toBeGreaterThanOrEqual(30);
    expect(records.flatMap(({ file, text }) => headingProblems(file, text))).toEqual([]);
  });

  it('refuse a record without a status', () => {
    expect(headingProblems('099-x.md', '# 099 — X\n\n- Date: 2026-11-27\n\nText.\n')).toEqual([
      '099-x.md: fourth line is not "- Status: …"',
    ]);
  });

  it('link a superseded record and the one that superseded it both ways', () => {
    const missing: string[] = [];
    for (const { file, number, text } of records) {
      const later = status.exec(text)?.[3];
      if (!later) continue;
      const successor = records.find((r) => r.file === later);
      if (!successor) missing.push(`${file}: ${later} does not exist`);
      else if (!successor.text.includes(`Supersedes [${number}](${file})`)) {
        missing.push(`${later} does not say "Supersedes [${number}](${file})"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('are all listed in the index', () => {
    expect(records.filter(({ file }) => !index.includes(`(${file})`)).map(({ file }) => file)).toEqual([]);
  });
});
