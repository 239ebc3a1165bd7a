import type { ContactResponse, Language, User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { insertContactMessage } from './contact-queries.ts';

/** Anyone may write; a signed-in sender's account is linked so the team can see who asked. */
export async function sendContactMessage(
  db: Db,
  input: { name: string; email: string; comment: string },
  language: Language,
  sender: User | null,
): Promise<ContactResponse> {
  const row = await insertContactMessage(db, { ...input, language, userId: sender?.id ?? null });
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}
