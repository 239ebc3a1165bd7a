import { EmailAddress } from '@tabib/contracts';
import type { Db } from '../../../db/client.ts';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../account-queries.ts';
import { deleteUserSessions } from '../session-queries.ts';
import { OidcSignInError } from './oidc-sign-in-error.ts';
import { findIdentityUserId, insertIdentity, touchIdentity } from './oidc-queries.ts';

export interface ProviderProfile {
  subject: string;
  email: string | null;
  /** Only a literal `email_verified: true` from the provider counts. */
  emailVerified: boolean;
  name: string | null;
}

/**
 * Which account a provider's user signs in to. A known subject wins, whatever its e-mail is today.
 * Otherwise the e-mail decides, and only once the provider has verified it: a provider account claiming
 * someone else's address must neither take over their Tabib account nor create one in their name
 * (which the real owner's later sign-in would then link to).
 */
export async function resolveOidcAccount(db: Db, provider: string, profile: ProviderProfile): Promise<string> {
  const parsedEmail = profile.email ? EmailAddress.safeParse(profile.email) : null;
  const email = parsedEmail?.success ? parsedEmail.data : null;

  const linked = await findIdentityUserId(db, provider, profile.subject);
  if (linked) {
    await touchIdentity(db, provider, profile.subject, email);
    // The provider vouches for the address: when it is the account's own, the account's address is verified.
    if (email && profile.emailVerified) await markEmailVerified(db, linked, email);
    return linked;
  }
  if (!email) throw new OidcSignInError('oidc_failed', 'the provider gave no usable e-mail address');
  if (!profile.emailVerified) throw new OidcSignInError('oidc_email_unverified', 'e-mail not verified');

  try {
    return await db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing?.passwordHash) {
        // Sign-up never proved that whoever set this password owns the address; the provider just did.
        // Whoever it was loses the password and every session, so a pre-made account cannot be a way in.
        await updateUser(tx, existing.id, { passwordHash: null });
        await deleteUserSessions(tx, existing.id);
      }
      if (existing && !existing.emailVerifiedAt) await updateUser(tx, existing.id, { emailVerifiedAt: new Date() });
      const userId =
        existing?.id ??
        (
          await insertUser(tx, {
            name: displayName(profile.name, email),
            email,
            role: 'patient',
            passwordHash: null,
            emailVerifiedAt: new Date(),
          })
        ).id;
      await insertIdentity(tx, { userId, provider, subject: profile.subject, email });
      return userId;
    });
  } catch (error) {
    // Two callbacks for the same new subject racing: the unique index lets one through; the other joins it.
    const winner = await findIdentityUserId(db, provider, profile.subject);
    if (winner) return winner;
    throw error;
  }
}

function displayName(name: string | null, email: string): string {
  const trimmed = name?.trim().slice(0, 80) ?? '';
  return trimmed.length >= 2 ? trimmed : (email.split('@')[0] ?? email).slice(0, 80);
}

async function markEmailVerified(db: Db, userId: string, email: string): Promise<void> {
  const row = await findUserById(db, userId);
  if (row && !row.emailVerifiedAt && row.email.toLowerCase() === email) {
    await updateUser(db, userId, { emailVerifiedAt: new Date() });
  }
}
