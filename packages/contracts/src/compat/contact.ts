import { z } from 'zod';
import { ContactRequest } from '../contact.ts';
import { compatShape } from './shape.ts';

// ---------- Contact ----------

export const compatContactNames = { Name: 'name', Email: 'email', Comment: 'comment' } as const;
export const CompatContactRequest = compatShape(ContactRequest, compatContactNames);
export const CompatContactResponse = z.object({
  message: z.string(),
  result: z.array(
    z.object({
      id: z.uuid(),
      Name: z.string(),
      Email: z.string(),
      Comment: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type CompatContactResponse = z.infer<typeof CompatContactResponse>;
