import type { Lang, Urgency } from '../types.ts';
import {
  LIKELIHOOD_LABEL,
  MSG,
  URGENCY_ADVICE,
  URGENCY_LABEL,
  EMERGENCY_NUMBER,
  reasonSentence,
} from '../i18n/messages.ts';
import { specialtyName } from '../specialties.ts';
import { DEFAULT_MODEL, logLikelihood, posterior, type AnswerValue, type CaseData, type Model } from './model.ts';
import { protocolRule } from './protocol.ts';
import { redFlagReason, redFlagSuggestions } from './red-flags.ts';
import { priorColumn } from '../kb/age-bands.ts';
import { GRADED } from '../rules/table.ts';
import { LOC } from '../kb/tabib-conditions.ts';
import { casePerson, questionText } from './person.ts';

export interface Assessment {
  urgency: Urgency;
  urgencyLabel: string;
  conditions: {
    id: string;
    name: string;
    icd10: string;
    likelihood: 'high' | 'medium' | 'low';
    likelihoodLabel: string;
  }[];
  specialty: { slug: string; name: string };
  reasons: string[];
  disclaimer: string;
  emergencyNumber?: string;
  advice?: string[];
}

/** Rules after which the mental-health line is shown (self-harm: thoughts, or an overdose of any medicine). */
const CRISIS_RULES = new Set(['suicidal-thoughts', 'overdose']);

const GRADED_LEVEL = new Map(GRADED.map((g) => [g.condition, g.level]));
/**
 * The level a condition sets in the ranking: its knowledge-base urgency, or its mild level when the rule table
 * grades it (src/rules/table.ts GRADED: the rules raise it when its danger signs are there).
 */
export function rankingUrgency(c: { id: string; urgency: Urgency }): Urgency {
  return GRADED_LEVEL.get(c.id) ?? c.urgency;
}

const URGENCY_RANK: Record<Urgency, number> = { self_care: 0, routine: 1, urgent: 2, emergency: 3 };
/** The ranking's leader keeps first place above the conditions a fired rule names from this probability on. */
const LEADER_EXPLAINS = 0.5;
const BY_RANK: Urgency[] = ['self_care', 'routine', 'urgent', 'emergency'];

/** P(condition | age, sex) before any answer, normalised. */
function priorOf(cs: CaseData, model: Model): Float64Array {
  const lp = model.logPrior[priorColumn(cs.age, cs.sex)];
  const p = Float64Array.from(lp, (x) => Math.exp(x));
  const sum = p.reduce((a, b) => a + b, 0);
  return sum > 0 ? p.map((x) => x / sum) : p;
}

export function likelihoodBand(p: number): 'high' | 'medium' | 'low' {
  return p >= 0.5 ? 'high' : p >= 0.15 ? 'medium' : 'low';
}

/**
 * The posterior from what the person reported (free text, "yes" answers, places, scales), without the denials and
 * the "don't know"s: P(condition | age, sex, positive findings).
 */
function positivePosterior(cs: CaseData, model: Model): Float64Array {
  const answers: CaseData['answers'] = {};
  for (const [code, a] of Object.entries(cs.answers)) {
    if (a.t === 'B' ? a.v === 1 : a.t === 'C' ? a.v !== null : !!(a.v?.length || a.groups?.length)) answers[code] = a;
  }
  return posterior({ ...cs, answers }, model);
}

/**
 * Urgency from the posterior. The triage protocol (engine/protocol.ts) finds the emergencies from danger signs;
 * the ranking alone sends someone to emergency care only when it is fairly sure: an emergency condition leads
 * with at least EMERGENCY_TOP, or emergency conditions together hold EMERGENCY_MASS. A smaller emergency share
 * still means a doctor today (urgent), because a 20% chance of a heart attack matters more than 60% of reflux.
 *
 * Why not the old rule (emergency at 20% emergency mass, or whenever an emergency condition led at all): after a
 * run of "no" or "don't know" answers the posterior flattens towards the priors, and the small priors of many
 * emergency conditions add up to 20-30% for a toddler who vomited twice or a long-standing ulcer pain, which
 * sent both to an ambulance.
 *
 * The urgent floor, and the leader's own level, count only conditions that what the person *reported* supports
 * (`supported`): raised at least RAISED times above age and sex alone both by everything known and by the
 * positive findings alone. Denials cannot raise a condition except by lowering the others: an honest patient who
 * answers "no" to every red-flag question lifts every condition those questions never touched (an acute
 * dystonia, a scombroid poisoning, Guillain-Barré for a nappy rash or heartburn), and their small shares added up
 * to "urgent". The emergency decisions still count every condition, and the rule table's floors are untouched,
 * so no red flag is lowered by this.
 */
export function urgencyOf(
  pi: Float64Array,
  model: Model = DEFAULT_MODEL,
  prior?: Float64Array,
  reported?: Float64Array,
): Urgency {
  const mass = [0, 0, 0, 0];
  // The shares that set the urgent floor count only conditions the reported findings raised above their prior.
  const raised = [0, 0, 0, 0];
  const supported = (i: number) =>
    !prior || (pi[i] >= RAISED * prior[i] && (!reported || reported[i] >= RAISED * prior[i]));
  let top = 0;
  for (let i = 0; i < pi.length; i++) {
    const rank = URGENCY_RANK[rankingUrgency(model.kb.conditions[i])];
    mass[rank] += pi[i];
    if (supported(i)) raised[rank] += pi[i];
    if (pi[i] > pi[top]) top = i;
  }
  // A leader nothing reported points to (a flat posterior's largest prior) does not set the level.
  let u = supported(top) || pi[top] >= EMERGENCY_TOP ? URGENCY_RANK[rankingUrgency(model.kb.conditions[top])] : 0;
  // An urgent leader sets the level only with a real share: at 10% after a cough and a run of denials (whooping
  // cough) it is one guess among many; the urgent mass below still floors a case whose urgent conditions add up.
  if (u === 2 && pi[top] < URGENT_LEADER) u = 0;
  if (u === 3 && pi[top] < EMERGENCY_TOP) u = 2;
  if (mass[3] >= EMERGENCY_MASS) u = 3;
  else if (raised[3] >= EMERGENCY_WATCH || raised[3] + raised[2] >= URGENT_MASS) u = Math.max(u, 2);
  else if (u === 0 && mass[1] + mass[2] + mass[3] >= 0.5) u = 1;
  return BY_RANK[u];
}

/**
 * A mild complaint answered "no" to everything flattens the posterior towards the priors, whose many small
 * emergency and urgent shares add up to the floors below (a cold that ended "urgent"). The urgent floor counts
 * only conditions the answers made at least this many times likelier than age and sex alone; the emergency
 * decisions above count every condition, so no emergency is lost to this.
 */
export const RAISED = 2;
/** Below EMERGENCY_MASS but not negligible: a doctor should still see the patient within a day. */
export const EMERGENCY_WATCH = 0.08;
/** An emergency condition leading with at least this probability makes the result an emergency. */
export const EMERGENCY_TOP = 0.5;
export const EMERGENCY_MASS = 0.45;
export const URGENT_MASS = 0.4;
/** An urgent condition leading with less than this does not set the level alone (see urgencyOf). */
export const URGENT_LEADER = 0.2;

/** Specialty for the patient's age: children are booked with paediatrics for general problems. */
export function specialtyFor(slug: string, age: number): string {
  if (
    age < 14 &&
    (slug === 'family-medicine' ||
      slug === 'internal-medicine' ||
      slug === 'pulmonology' ||
      slug === 'gastroenterology')
  )
    return 'pediatrics';
  return slug;
}

function answerLabel(code: string, a: AnswerValue, lang: Lang, model: Model): string | null {
  const e = model.kb.evidenceByCode.get(code);
  if (!e) return null;
  if (a.t === 'B') return a.v === 1 ? MSG.answeredYes[lang] : a.v === 0 ? MSG.answeredNo[lang] : null;
  if (a.t === 'C') return a.v === null ? null : (e.valueLabels[a.v]?.[lang] ?? a.v);
  if (a.v) return a.v.map((v) => e.valueLabels[v]?.[lang] ?? v).join(lang === 'en' ? ', ' : '، ');
  if (a.groups)
    return a.groups
      .flat()
      .slice(0, 3)
      .map((v) => e.valueLabels[v]?.[lang] ?? v)
      .join(lang === 'en' ? ', ' : '، ');
  return null;
}

/** The answers that moved the leading condition up the most, relative to the prior mix. */
function reasonsFor(cs: CaseData, top: number, lang: Lang, model: Model): string[] {
  const logPrior = model.logPrior[priorColumn(cs.age, cs.sex)];
  const w = Array.from(logPrior, Math.exp);
  const scored: { code: string; score: number }[] = [];
  for (const code of Object.keys(cs.answers).sort()) {
    const a = cs.answers[code];
    const ll = new Float64Array(model.size);
    logLikelihood(code, a, ll, model);
    let avg = 0;
    for (let i = 0; i < model.size; i++) avg += w[i] * Math.exp(ll[i]);
    const score = ll[top] - Math.log(Math.max(avg, 1e-300));
    if (score > 0.3) scored.push({ code, score });
  }
  scored.sort((a, b) => b.score - a.score || (a.code < b.code ? -1 : 1));
  const name = model.kb.conditions[top].name[lang];
  const out: string[] = [];
  for (const { code } of scored.slice(0, 4)) {
    const label = answerLabel(code, cs.answers[code], lang, model);
    const e = model.kb.evidenceByCode.get(code);
    if (label && e)
      out.push(
        reasonSentence(lang, questionText(e, lang, casePerson(cs), cs.sex), label, name, !cs.asked.includes(code)),
      );
  }
  return out;
}

function hasChestPain(cs: CaseData): boolean {
  const pain = cs.answers.E_53;
  const where = cs.answers.E_55;
  if (!pain || pain.t !== 'B' || pain.v !== 1 || !where || where.t !== 'M') return false;
  const chest = LOC.chest.split('|');
  return [...(where.v ?? []), ...(where.groups ?? []).flat()].some((v) => chest.includes(v));
}

const BAND_RANK = { low: 0, medium: 1, high: 2 } as const;

/**
 * Likelihood labels in the order shown: the labels of the shown conditions, sorted from the most to the
 * least likely, so a label never contradicts the ranking (a red flag may put a less probable condition
 * first). The first condition is at least "possible".
 */
export function rankedBands(probabilities: number[]): ('high' | 'medium' | 'low')[] {
  const bands = probabilities.map(likelihoodBand).sort((a, b) => BAND_RANK[b] - BAND_RANK[a]);
  if (bands.length && bands[0] === 'low') bands[0] = 'medium';
  return bands.map((b, i) => (i > 0 && BAND_RANK[b] > BAND_RANK[bands[i - 1]] ? bands[i - 1] : b));
}

/**
 * Builds the result. `redFlags` are emergency rules (red flags and protocol discriminators) that fired;
 * `floor` are the protocol's urgent rules: the result is then at least urgent, never routine or self-care.
 * The Bayesian engine ranks the conditions and picks the specialty either way.
 */
export function buildAssessment(
  cs: CaseData,
  lang: Lang,
  redFlags: string[],
  model: Model = DEFAULT_MODEL,
  floor: string[] = [],
): Assessment {
  const pi = posterior(cs, model);
  const order = Array.from(pi.keys()).sort(
    (a, b) => pi[b] - pi[a] || (model.kb.conditions[a].id < model.kb.conditions[b].id ? -1 : 1),
  );
  // A red flag names the condition it is about first, so the booking matches the emergency.
  const candidates = new Set<number>();
  // Conditions a protocol discriminator points to alone (FAST to a stroke, a sudden testicular pain to torsion).
  const pointed = new Set<number>();
  for (const rule of [...redFlags, ...floor]) {
    const named = redFlagSuggestions(rule);
    for (const id of named) {
      const idx = model.kb.conditions.findIndex((c) => c.id === id);
      if (idx < 0) continue;
      candidates.add(idx);
      if (named.length === 1 && protocolRule(rule)) pointed.add(idx);
    }
  }
  // Two of the conditions the fired rules name come early (the interview may have ended right after the
  // description, before the ranking could learn much): a condition a discriminator points to alone, whatever
  // its probability, then the likelier ones. They go first unless the ranking's own leader already explains
  // the result: a likely condition of the urgency the rules set keeps its place, so a heat stroke the answers
  // point to is not shown after the conditions a confusion rule names.
  const rankOf = (i: number) => (pointed.has(i) ? 0 : 1);
  const named = [...candidates].sort((a, b) => rankOf(a) - rankOf(b) || pi[b] - pi[a]).slice(0, 2);
  const leader = order[0];
  const needed = redFlags.length ? URGENCY_RANK.emergency : floor.length ? URGENCY_RANK.urgent : 0;
  const leaderExplains = pi[leader] >= LEADER_EXPLAINS && URGENCY_RANK[model.kb.conditions[leader].urgency] >= needed;
  const at = leaderExplains ? 1 : 0;
  for (const idx of named.reverse()) {
    if (leaderExplains && idx === leader) continue;
    order.splice(order.indexOf(idx), 1);
    order.splice(at, 0, idx);
  }
  const top3 = order.slice(0, 3);
  let urgency: Urgency = redFlags.length
    ? 'emergency'
    : urgencyOf(pi, model, priorOf(cs, model), positivePosterior(cs, model));
  // The protocol's urgent discriminators set a floor.
  if (URGENCY_RANK[urgency] < 2 && floor.length) urgency = 'urgent';
  // Chest pain in an adult is never left to home care or a routine booking: the table's adult-chest-pain floor
  // (age 30, decision 032) for interviews; here for callers that pass no floor.
  if (URGENCY_RANK[urgency] < 2 && !floor.length && cs.age >= 30 && hasChestPain(cs)) urgency = 'urgent';
  const top = model.kb.conditions[top3[0]];
  // The specialty follows the danger that set the urgency (an ectopic pregnancy: gynaecology, not allergy), then
  // the leading condition.
  const leadingRule = [...redFlags, ...(urgency === 'urgent' ? floor : [])]
    .map((id) => protocolRule(id))
    .find((r) => r?.specialty);
  const slug = specialtyFor(leadingRule?.specialty ?? top.specialty, cs.age);
  const flagReasons = [...redFlags, ...(urgency === 'emergency' ? [] : floor)]
    .map((id) => redFlagReason(id)?.[lang])
    .filter((x): x is string => !!x);
  const reasons = [...new Set([...flagReasons, ...reasonsFor(cs, top3[0], lang, model)])];
  // Every emergency says why, even when only the ranking put it there.
  if (urgency === 'emergency' && !flagReasons.length)
    reasons.unshift(`${MSG.emergencyReason[lang]} (${top.name[lang]})`);
  const advice = [...URGENCY_ADVICE[urgency].map((x) => x[lang])];
  if (redFlags.some((id) => CRISIS_RULES.has(id)) || top.id === 'suicidal-crisis') advice.unshift(MSG.crisisLine[lang]);
  if (urgency === 'self_care' || urgency === 'routine') for (const a of top.advice ?? []) advice.push(a[lang]);
  const bands = rankedBands(top3.map((i) => pi[i]));
  return {
    urgency,
    urgencyLabel: URGENCY_LABEL[urgency][lang],
    conditions: top3.map((i, k) => {
      const c = model.kb.conditions[i];
      const band = bands[k];
      return {
        id: c.id,
        name: c.name[lang],
        icd10: c.icd10,
        likelihood: band,
        likelihoodLabel: LIKELIHOOD_LABEL[band][lang],
      };
    }),
    specialty: { slug, name: specialtyName(slug, lang) },
    reasons,
    disclaimer: MSG.disclaimer[lang],
    ...(urgency === 'emergency' ? { emergencyNumber: EMERGENCY_NUMBER } : {}),
    advice,
  };
}
