import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';

export interface Subscription {
  email: string;
  language: string;
  unsubscribeToken: string;
}

const returned = {
  email: newsletterSubscriptions.email,
  language: newsletterSubscriptions.language,
  unsubscribeToken: newsletterSubscriptions.unsubscribeToken,
};

/**
 * Subscribes the address; `subscription` is null when it was already active. An address that had
 * unsubscribed counts as new again (and gets a fresh unsubscribe token, so old links stop working).
 */
export async function upsertSubscription(
  db: Tx | Db,
  email: string,
  language: string,
): Promise<{ subscription: Subscription | null }> {
  const [inserted] = await db
    .insert(newsletterSubscriptions)
    .values({ email, language })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning(returned);
  if (inserted) return { subscription: inserted };
  const [reactivated] = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: null, language, unsubscribeToken: randomUUID() })
    .where(and(eq(newsletterSubscriptions.email, email), isNotNull(newsletterSubscriptions.unsubscribedAt)))
    .returning(returned);
  return { subscription: reactivated ?? null };
}

/** Marks the subscription with this token as ended; null when no subscription has it. Repeating is harmless. */
export async function markUnsubscribed(db: Db, token: string): Promise<{ email: string } | null> {
  const [updated] = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscriptions.unsubscribeToken, token), isNull(newsletterSubscriptions.unsubscribedAt)))
    .returning({ email: newsletterSubscriptions.email });
  if (updated) return updated;
  const [already] = await db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, token));
  return already ?? null;
}

export async function deleteUnsubscribedBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(newsletterSubscriptions)
    .where(lt(newsletterSubscriptions.unsubscribedAt, cutoff))
    .returning({ email: newsletterSubscriptions.email });
  return rows.length;
}
