/**
 * Symptom-checker engine turns: `npm run bench:triage -- [--rounds N]`.
 * Times single turns (one answerInterview call) over simulated interviews of the project's vignettes.
 * Budget (issue: symptom checker): an engine turn takes under 5 ms.
 */
import { answerInterview, startInterview, type InterviewState, type Reply } from '@tabib/triage';
import { MSG } from '../packages/triage/src/i18n/messages.ts';
import { VIGNETTES } from '../packages/triage/scripts/vignettes.ts';

const i = process.argv.indexOf('--rounds');
const rounds = i > 0 ? Number(process.argv[i + 1]) : 5;

const times: number[] = [];
const cpu: number[] = [];
// CPU time is reported next to wall time because a shared machine inflates the latter.
function timed(state: InterviewState, text: string): { state: InterviewState; reply: Reply } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const out = answerInterview(state, text);
  times.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
  return out;
}

// Deterministic pseudo-random answers so that runs are comparable.
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

for (let r = 0; r < rounds; r++) {
  for (const v of VIGNETTES) {
    let { state, reply } = startInterview(v.lang);
    ({ state, reply } = timed(state, String(v.age)));
    ({ state, reply } = timed(state, v.sex === 'M' ? MSG.male[v.lang] : MSG.female[v.lang]));
    ({ state, reply } = timed(state, v.complaint));
    let guard = 0;
    while (!reply.assessment && guard++ < 30) {
      const options = reply.options ?? [MSG.no[v.lang]];
      const pick = r === 0 ? options[Math.min(1, options.length - 1)] : options[Math.floor(rand() * options.length)];
      ({ state, reply } = timed(state, pick));
    }
    timed(state, 'thanks');
  }
}

// The first turns include module initialisation and JIT warm-up; report steady state.
const steady = times.slice(Math.min(200, Math.floor(times.length / 10))).sort((a, b) => a - b);
const mean = steady.reduce((a, b) => a + b, 0) / steady.length;
const p = (q: number) => steady[Math.min(steady.length - 1, Math.floor(q * steady.length))];
const cpuSteady = cpu.slice(Math.min(200, Math.floor(cpu.length / 10))).sort((a, b) => a - b);
const cpuMean = cpuSteady.reduce((a, b) => a + b, 0) / cpuSteady.length;
const cpuP99 = cpuSteady[Math.min(cpuSteady.length - 1, Math.floor(0.99 * cpuSteady.length))];
console.log(
  `turns=${steady.length} mean=${mean.toFixed(3)}ms p50=${p(0.5).toFixed(3)}ms p99=${p(0.99).toFixed(3)}ms max=${steady[steady.length - 1].toFixed(3)}ms cpu_mean=${cpuMean.toFixed(3)}ms cpu_p99=${cpuP99.toFixed(3)}ms`,
);
