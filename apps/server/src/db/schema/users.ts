import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ['patient', 'doctor', 'admin']);
export const userGenderEnum = pgEnum('user_gender', ['male', 'female']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    birthDate: date('birth_date'),
    gender: userGenderEnum('gender'),
    role: roleEnum('role').notNull().default('patient'),
    /** argon2id; null for accounts that only sign in through an identity provider. */
    passwordHash: text('password_hash'),
    /** When the owner proved the address (a code or link by mail, or an identity provider's verified claim). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Base32 TOTP secret (RFC 6238); set at enrolment, in use once totpEnabledAt is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /**
     * The 30-second step of the last authenticator code accepted (unix time / 30): a code of that step or an
     * earlier one is refused, so a code seen over someone's shoulder cannot be used again (RFC 6238, 5.2).
     */
    totpLastStep: integer('totp_last_step'),
    /** The account was deleted by its owner: personal data erased, the row kept for anonymised reviews. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set by an admin (decision 036): no session is valid and signing in is refused with account_disabled. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // E-mail addresses are unique whatever their case.
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    // Sign-ups per day for the admin dashboard.
    index('users_created_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent').notNull().default(''),
    /** The client's address at sign-in, shortened (a /24 or /48 network): where the session was started. */
    clientNetwork: text('client_network').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accountCodePurposeEnum = pgEnum('account_code_purpose', [
  'verify_email',
  'change_email',
  'reset_password',
  'sign_in_challenge',
]);

/**
 * Short-lived secrets sent to (or held by) an account's owner: e-mail codes, reset links, the second step of
 * a two-factor sign-in. Only hashes are stored; a newer one of the same purpose replaces the older, and
 * wrong guesses are counted on the row.
 */
export const accountCodes = pgTable(
  'account_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountCodePurposeEnum('purpose').notNull(),
    /** SHA-256 of the 6-digit code (with the account's id), or of the link's token. */
    codeHash: text('code_hash'),
    tokenHash: text('token_hash').unique(),
    /** The address a verification is for (the new one, for a change). */
    email: text('email'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Ten one-time recovery codes per account with two-factor sign-in; hashes only. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Browsers that signed in to an account before (a long-lived cookie; its hash here). Failed sign-ins from a
 * known browser are counted apart from everyone else's, so a stranger's guesses cannot lock the owner out.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('known_devices_user_idx').on(t.userId)],
);
