import { z } from 'zod';

export const Health = z.object({ status: z.literal('ok') });
export const Readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['up', 'down']),
  /** `loading` until the process holds its search copy (the first searches would wait for it). */
  search: z.enum(['up', 'loading']),
});
export type Readiness = z.infer<typeof Readiness>;
