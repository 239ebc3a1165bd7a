import type { Db } from '../../db/client.ts';
import { findUserByEmail, insertUser, updateUser } from './account-queries.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** ADMIN_EMAIL / ADMIN_PASSWORD: the operator's account, created (or re-granted the role) at start. */
export async function ensureAdmin(db: Db, email: string, password: string): Promise<void> {
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    await insertUser(db, {
      name: 'Tabib Admin',
      email: email.toLowerCase(),
      role: 'admin',
      passwordHash: await hashPassword(password),
    });
    return;
  }
  const passwordMatches = await verifyPassword(existing.passwordHash, password);
  if (existing.role !== 'admin' || !passwordMatches) {
    await updateUser(db, existing.id, {
      role: 'admin',
      ...(passwordMatches ? {} : { passwordHash: await hashPassword(password) }),
    });
  }
}
