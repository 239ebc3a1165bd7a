import { describe, expect, it } from 'vitest';
import { RULES } from '../src/rules/table.ts';
import { PROBES } from '../src/rules/probes.ts';
import { runProbe } from '../src/rules/run-probe.ts';

const RANK = { self_care: 0, routine: 1, urgent: 2, emergency: 3 } as const;

describe('every rule of the table has probes written from it', () => {
  it('names probes for every rule, in both languages, and none for a rule that does not exist', () => {
    for (const r of RULES) {
      const ps = PROBES[r.id] ?? [];
      expect(ps.filter((p) => p.fires).length, `${r.id} has no probe`).toBeGreaterThan(0);
      expect(new Set(ps.filter((p) => p.fires).map((p) => p.lang)), r.id).toEqual(new Set(['en', 'ar']));
    }
    const ids = new Set(RULES.map((r) => r.id));
    for (const id of Object.keys(PROBES)) expect(ids.has(id), `probes for unknown rule ${id}`).toBe(true);
  });

  for (const r of RULES) {
    describe(r.id, () => {
      for (const p of PROBES[r.id] ?? []) {
        it(`${p.fires ? r.level : 'near miss'} [${p.lang}] ${p.age} ${p.says}`, () => {
          const o = runProbe(p);
          if (p.fires) {
            // An emergency probe must end in emergency care; an urgent one never below urgent.
            expect(o.urgency, `${o.fired.join(',')} ${o.text}`).not.toBeNull();
            expect(RANK[o.urgency!], `${o.urgency} ${o.fired.join(',')}`).toBeGreaterThanOrEqual(RANK[r.level]);
          } else {
            expect(o.fired, `near miss fired ${r.id}`).not.toContain(r.id);
          }
          expect(o.questions, 'questions to a result').toBeLessThanOrEqual(15);
        });
      }
    });
  }
});
