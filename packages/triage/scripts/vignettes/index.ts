import type { Vignette } from './case.ts';
import { ADULT_EMERGENCIES } from './emergencies-adults.ts';
import { CHILD_EMERGENCIES } from './emergencies-children.ts';
import { SELF_CARE } from './self-care.ts';
import { URGENT } from './urgent.ts';
import { ROUTINE } from './routine.ts';
import { MORE_EMERGENCIES } from './emergencies-more.ts';
import { GENERALISATION } from './generalisation.ts';

export type { Vignette, Dialect } from './case.ts';

/** Every vignette, by group. Ids are unique (checked in test/vignette-simulator.test.ts). */
export const VIGNETTES: Vignette[] = [
  ...ADULT_EMERGENCIES,
  ...CHILD_EMERGENCIES,
  ...MORE_EMERGENCIES,
  ...URGENT,
  ...ROUTINE,
  ...SELF_CARE,
  ...GENERALISATION,
];
