import type { AccountExport, Language } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { listSessions } from '../auth/index.ts';
import {
  appointmentsOf,
  chatOf,
  findAccount,
  identityProviders,
  insuranceOf,
  reviewsOf,
} from './account-data-queries.ts';

const iso = (d: Date) => d.toISOString();

/** "Download my data": the profile, appointments, reviews, chat history, insurance and sessions, as JSON. */
export async function exportAccount(
  db: Db,
  userId: string,
  currentTokenHash: string | null,
  lang: Language,
): Promise<AccountExport> {
  const account = await findAccount(db, userId);
  if (!account || account.deletedAt) throw new AppError('unauthorized');
  const [providers, insurance, appointments, reviews, chats, sessions] = await Promise.all([
    identityProviders(db, userId),
    insuranceOf(db, userId),
    appointmentsOf(db, userId),
    reviewsOf(db, userId),
    chatOf(db, userId),
    listSessions(db, userId, currentTokenHash, lang),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      name: account.name,
      email: account.email,
      emailVerified: account.emailVerifiedAt !== null,
      phone: account.phone,
      birthDate: account.birthDate,
      gender: account.gender,
      role: account.role,
      createdAt: iso(account.createdAt),
      twoFactorEnabled: account.totpEnabledAt !== null,
      signInProviders: [...(account.passwordHash ? ['password'] : []), ...providers],
    },
    insurance: insurance ? { insurer: insurance.insurer, policyNumber: insurance.policyNumber } : null,
    appointments: appointments.map((a) => ({
      ...a,
      startsAt: iso(a.startsAt),
      endsAt: iso(a.endsAt),
      createdAt: iso(a.createdAt),
    })),
    reviews: reviews.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    chatSessions: chats.map((c) => ({
      id: c.id,
      language: c.language,
      createdAt: iso(c.createdAt),
      endedAt: c.endedAt ? iso(c.endedAt) : null,
      messages: c.messages.map((m) => ({ role: m.role, text: m.text, createdAt: iso(m.createdAt) })),
    })),
    sessions,
  };
}
