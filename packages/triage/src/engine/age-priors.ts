import { AGE_BANDS } from '../kb/age-bands.ts';

/**
 * Age-appropriate priors for the DDXPlus conditions, whose priors are estimated from synthetic patients and shrunk
 * towards the overall rate, so that a baby keeps a small but real prior of COPD or acute HIV. These conditions are
 * (almost) unseen below the given age in the age bands of kb/age-bands.ts; below it their prior is divided by 100.
 * Sources: epidemiology chapters of Nelson Textbook of Pediatrics (21st ed.) and Harrison's Principles of Internal
 * Medicine (21st ed.) for each condition. The hand-written conditions carry their own age limits.
 */
const YOUNGEST_AGE: Record<string, number> = {
  'acute-hiv': 16,
  'copd-exacerbation': 30,
  'lung-cancer': 30,
  'pancreatic-cancer': 30,
  'heart-attack': 16,
  'unstable-angina': 16,
  'stable-angina': 16,
  'atrial-fibrillation': 16,
  'boerhaave-syndrome': 16,
  sle: 6,
  sarcoidosis: 6,
  'myasthenia-gravis': 6,
  'spontaneous-pneumothorax': 6,
  'cluster-headache': 6,
  'pulmonary-embolism': 6,
  'panic-attack': 6,
  'acute-pulmonary-edema': 6,
  bronchiectasis: 2,
};
const UNSEEN_FACTOR = 0.01;

/** Multiplier on a condition's prior in an age band (1 when the age is plausible). */
export function agePriorFactor(conditionId: string, band: number): number {
  const min = YOUNGEST_AGE[conditionId];
  if (min === undefined) return 1;
  return AGE_BANDS[band].max < min ? UNSEEN_FACTOR : 1;
}
