import { LOC } from './tabib-conditions.ts';

// Medical knowledge layered over the DDXPlus statistics, applied as a lower bound on
// P(yes | condition). Two kinds of entries:
// - links to the questions we added ourselves (DDXPlus knows nothing about them);
// - findings that real patients report but that the DDXPlus knowledge base encodes another
//   way (a sore throat in viral pharyngitis is only a pain location there, a cough is not a
//   listed symptom of whooping cough...). Without them a plain-language answer would rule
//   the condition out.
export const DDX_CROSS_LINKS: Record<string, Record<string, number>> = {
  anemia: { E_64: 0.6 },
  'inguinal-hernia': { E_151: 0.6, 'E_152@V_16|V_17': 0.8, E_216: 0.3 },
  'viral-pharyngitis': { T_TONSIL_PUS: 0.1, E_97: 0.85, E_65: 0.3 },
  'whooping-cough': { E_201: 0.95, E_202: 0.6 },
  'atrial-fibrillation': { E_82: 0.3, E_89: 0.3 },
  croup: { E_201: 0.95, E_212: 0.7 },
  pericarditis: { E_33: 0.5, E_91: 0.3 },
  'allergic-rhinitis': { E_127: 0.5 },
  'myasthenia-gravis': { E_83: 0.5 },
  tuberculosis: { E_50: 0.6, E_89: 0.6, E_77: 0.4, E_161: 0.5 },
  // GINA 2024 and BTS/SIGN 158 (asthma), GOLD 2024 (COPD exacerbation): an attack is a reliever that
  // no longer helps and rising breathlessness; a COPD flare adds more or coloured sputum.
  'asthma-attack': { E_219: 0.4, T_INHALER_NOT_HELPING: 0.7, E_66: 0.85, E_214: 0.7, E_124: 0.85 },
  'copd-exacerbation': { T_INHALER_NOT_HELPING: 0.5, E_66: 0.85, E_77: 0.7, E_123: 0.85, E_201: 0.85 },
  pneumonia: { E_89: 0.6 },
  bronchitis: { E_116: 0.3 },
  'acute-laryngitis': { E_97: 0.6 },
  influenza: { E_89: 0.8 },
  'cluster-headache': { E_219: 0.6 },
  anaphylaxis: { T_HIVES: 0.5 },
  'scombroid-poisoning': { T_FOOD_TRIGGER: 0.7, T_HIVES: 0.3 },
  'acute-otitis-media': { T_EAR_DISCHARGE: 0.2, T_HEARING_LOSS: 0.4 },
  'pancreatic-cancer': { T_JAUNDICE: 0.4 },
  'panic-attack': { T_WORRY: 0.4 },
  gerd: { T_HUNGER_PAIN: 0.3 },
  'guillain-barre': { T_SUDDEN_WEAKNESS: 0.2 },
  'localized-edema': { T_ONE_LEG_SWOLLEN: 0.15 },
  'acute-pulmonary-edema': { T_HIGH_BP_READING: 0.3 },
};

/**
 * Our own "pain here?" questions overlap with DDXPlus's pain-location question, so for DDXPlus
 * conditions their probability is derived from the location statistics instead of being guessed.
 */
export const LOCATION_DERIVED: Record<string, string> = {
  T_HEADACHE: LOC.head,
  T_ABDOMINAL_PAIN: LOC.belly,
  T_EAR_PAIN: LOC.ear,
  T_BACK_PAIN: LOC.lowBack,
  T_TOOTHACHE: LOC.teeth,
};

/**
 * Lower bounds on P(condition | age band, sex) within the DDXPlus conditions, per age band
 * (see age-bands.ts). The development patients happen to contain no child with a middle ear
 * infection, which is one of the commonest reasons children see a doctor.
 */
export const DDX_PRIOR_FLOORS: Record<string, number[]> = {
  'acute-otitis-media': [0.02, 0.025, 0.015, 0, 0, 0, 0, 0],
};
