import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';

export interface Subscription {
  email: string;
  language: string;
  unsubscribeToken: string;
  confirmToken: string;
}

const returned = {
  email: newsletterSubscriptions.email,
  language: newsletterSubscriptions.language,
  unsubscribeToken: newsletterSubscriptions.unsubscribeToken,
  confirmToken: newsletterSubscriptions.confirmToken,
};

export type SignUpOutcome =
  { state: 'new'; subscription: Subscription } | { state: 'pending' } | { state: 'confirmed' };

/**
 * Records a sign-up as pending. `new` when the address was unknown or had unsubscribed (it then starts
 * over, with fresh tokens, so old links stop working); otherwise what it already is.
 */
export async function recordSignUp(db: Tx | Db, email: string, language: string): Promise<SignUpOutcome> {
  const [inserted] = await db
    .insert(newsletterSubscriptions)
    .values({ email, language })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning(returned);
  if (inserted) return { state: 'new', subscription: inserted };
  const [restarted] = await db
    .update(newsletterSubscriptions)
    .set({
      unsubscribedAt: null,
      confirmedAt: null,
      createdAt: new Date(),
      language,
      unsubscribeToken: randomUUID(),
      confirmToken: randomUUID(),
    })
    .where(and(eq(newsletterSubscriptions.email, email), isNotNull(newsletterSubscriptions.unsubscribedAt)))
    .returning(returned);
  if (restarted) return { state: 'new', subscription: restarted };
  const [current] = await db
    .select({ confirmedAt: newsletterSubscriptions.confirmedAt })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return current?.confirmedAt ? { state: 'confirmed' } : { state: 'pending' };
}

/**
 * Confirms the pending subscription with this token. `firstTime` is false when it was confirmed already
 * (repeating is harmless); null when no active subscription has the token.
 */
export async function markConfirmed(
  db: Tx | Db,
  token: string,
): Promise<{ subscription: Subscription; firstTime: boolean } | null> {
  const [updated] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: new Date() })
    .where(
      and(
        eq(newsletterSubscriptions.confirmToken, token),
        isNull(newsletterSubscriptions.confirmedAt),
        isNull(newsletterSubscriptions.unsubscribedAt),
      ),
    )
    .returning(returned);
  if (updated) return { subscription: updated, firstTime: true };
  const [already] = await db
    .select(returned)
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.confirmToken, token), isNull(newsletterSubscriptions.unsubscribedAt)));
  return already ? { subscription: already, firstTime: false } : null;
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

/** Unsubscribed before `unsubscribedBefore`, or signed up before `unconfirmedBefore` and never confirmed. */
export async function deleteEndedSubscriptions(db: Db, unsubscribedBefore: Date, unconfirmedBefore: Date) {
  const rows = await db
    .delete(newsletterSubscriptions)
    .where(
      or(
        lt(newsletterSubscriptions.unsubscribedAt, unsubscribedBefore),
        and(isNull(newsletterSubscriptions.confirmedAt), lt(newsletterSubscriptions.createdAt, unconfirmedBefore)),
      ),
    )
    .returning({ email: newsletterSubscriptions.email });
  return rows.length;
}
