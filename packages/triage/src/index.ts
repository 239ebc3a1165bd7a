// Public API of the Tabib symptom checker.
export type { Lang, Urgency, Sex, ConditionDef, EvidenceDef, Text, Person, Forms, QuestionWording } from './types.ts';
export { personOf, casePerson, questionText, THIRD_PERSON_BELOW_MONTHS } from './engine/person.ts';
export type { Assessment } from './engine/assessment.ts';
export type { Reply, InterviewState, Stage } from './interview.ts';
export {
  startInterview,
  answerInterview,
  isFinished,
  MAX_QUESTIONS,
  STATE_VERSION,
  INTERVIEW_POLICY,
  questionOptions,
} from './interview.ts';
export { SPECIALTY_SLUGS, SPECIALTY_NAMES, specialtyName, isSpecialtySlug } from './specialties.ts';

// Lower-level engine API (used by scripts/eval.ts and for integration tests).
export type { AnswerValue, CaseData, QuestionPolicy, Model } from './engine/model.ts';
export {
  DEFAULT_POLICY,
  DEFAULT_MODEL,
  compileModel,
  posterior,
  scoreQuestions,
  chooseQuestion,
  isEligible,
  policyAt,
} from './engine/model.ts';
export { createCase, addEvidence, withAnswer, nextQuestion, rank, type RankedCondition } from './engine/case.ts';
export { buildAssessment, urgencyOf, likelihoodBand, specialtyFor } from './engine/assessment.ts';
export { caseRedFlags, textRedFlags, RED_FLAGS } from './engine/red-flags.ts';
export { extractFindings, type Finding } from './nlu/extract.ts';
export { normalizeArabic, normalizeText } from './nlu/normalize.ts';
export { parseYesNo, parseAge, parseSex } from './nlu/answers.ts';
export {
  CONDITIONS,
  EVIDENCES,
  CONDITION_BY_ID,
  EVIDENCE_BY_CODE,
  KB,
  buildKnowledgeBase,
  type KnowledgeBase,
  type DdxStatsInput,
} from './kb/index.ts';
export { EMERGENCY_NUMBER } from './i18n/messages.ts';
