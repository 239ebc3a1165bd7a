import { LOC } from './tabib-conditions.ts';

/**
 * Who a question may be asked of. Age limits follow the age bands of age-bands.ts: no smoking,
 * alcohol, work, COPD or sexual-health question to a child, no birth-history question to an adult.
 * Sensitive questions (sexual health, HIV, drug use, pregnancy) are asked only when a leading
 * condition makes them relevant (see SENSITIVE_MIN_MASS in engine/model.ts), never as filler.
 */
export const QUESTION_AGE: Record<string, { minAge?: number; maxAge?: number }> = {
  // Sexual health, HIV, drugs, alcohol, pregnancy and hormones: adolescents and adults.
  E_2: { minAge: 12 },
  E_27: { minAge: 12 },
  E_115: { minAge: 12 },
  E_189: { minAge: 12 },
  E_61: { minAge: 12 },
  E_62: { minAge: 12 },
  E_78: { minAge: 12 },
  E_167: { minAge: 12 },
  E_100: { minAge: 12 },
  // Smoking (own or former), periods, work.
  E_79: { minAge: 10 },
  E_191: { minAge: 10 },
  E_145: { minAge: 10 },
  E_141: { minAge: 10 },
  E_198: { minAge: 14 },
  E_199: { minAge: 14 },
  E_200: { minAge: 14 },
  // COPD and earlier heart attacks or strokes are adult diseases.
  E_31: { minAge: 30 },
  E_123: { minAge: 30 },
  E_72: { minAge: 30 },
  E_105: { minAge: 18 },
  E_107: { minAge: 18 },
  E_37: { minAge: 12 },
  // Birth history matters for small children only.
  E_160: { maxAge: 5 },
  T_WANT_WEIGHT_LOSS: { minAge: 12 },
  T_HIGH_BP_READING: { minAge: 12 },
  T_SNORING: { minAge: 3 },
  T_HOT_FLUSHES: { minAge: 35 },
};

/**
 * Sensitive questions and the conditions they bear on. The synthetic DDXPlus patients link HIV to
 * heart attacks, which is no reason to ask a man with chest pain about HIV.
 */
export const SENSITIVE_QUESTIONS: Record<string, string[]> = {
  E_2: ['acute-hiv', 'tuberculosis'],
  E_27: ['acute-hiv'],
  E_115: ['acute-hiv'],
  E_189: ['acute-hiv'],
  E_61: ['acute-hiv', 'tuberculosis'],
  E_62: ['psvt', 'acute-dystonia'],
  E_167: ['pregnancy', 'ectopic-pregnancy', 'hyperemesis', 'pre-eclampsia'],
  T_ERECTION: ['erectile-dysfunction'],
  T_TRYING_CONCEIVE: ['male-infertility', 'pcos'],
};

/**
 * Questions that ask about part of a broader finding: a "no" to the broader one answers them,
 * and a "yes" to one of them answers the broader one (no "do you have pain?" after "my belly hurts",
 * no "is your sputum coloured?" after "I don't cough").
 */
export const BROADER: Record<string, string> = {
  E_77: 'E_201',
  E_45: 'E_201',
  E_203: 'E_201',
  E_202: 'E_201',
  E_64: 'E_66',
  E_210: 'E_211',
  E_211: 'E_148',
  T_HEADACHE: 'E_53',
  T_ABDOMINAL_PAIN: 'E_53',
  T_EAR_PAIN: 'E_53',
  T_BACK_PAIN: 'E_53',
  T_TOOTHACHE: 'E_53',
  T_KNEE_PAIN: 'E_53',
  T_NECK_PAIN: 'E_53',
  T_TESTICLE_PAIN: 'E_53',
  T_RLQ_PAIN: 'T_ABDOMINAL_PAIN',
  T_FLANK_COLIC: 'E_53',
  T_HUNGER_PAIN: 'T_ABDOMINAL_PAIN',
  T_FATTY_MEAL_PAIN: 'T_ABDOMINAL_PAIN',
  T_MIGRAINE_FEATURES: 'T_HEADACHE',
  T_BAND_HEADACHE: 'T_HEADACHE',
};

/** Yes/no pain questions that the lay region of the pain already answers. */
export const REGION_IMPLIES: Record<string, string> = {
  T_HEADACHE: LOC.head,
  T_ABDOMINAL_PAIN: LOC.belly,
  T_EAR_PAIN: LOC.ear,
  T_BACK_PAIN: LOC.lowBack,
};
