/**
 * The symptom checker's engine. Importing it builds its knowledge base and compiles its phrase patterns
 * (about 150 ms here, several times that on a small machine), so the server loads it when the first chat
 * needs it, or once it has started (worker.ts), instead of before it can answer anything. The bundle keeps
 * a dynamic import's module unevaluated until it is called.
 */
import type * as Triage from '@tabib/triage';

export type TriageEngine = typeof Triage;

let loading: Promise<TriageEngine> | null = null;

export function loadTriageEngine(): Promise<TriageEngine> {
  return (loading ??= import('@tabib/triage'));
}
