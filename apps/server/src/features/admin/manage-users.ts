import type { AccountChangeResponse, AdminUser, AdminUserList, AdminUserQuery } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import {
  countAdmins,
  deleteSessionsOf,
  lockUser,
  selectAdminUser,
  selectAdminUsers,
  updateUserAccount,
} from './moderation-queries.ts';

type UserRow = NonNullable<Awaited<ReturnType<typeof selectAdminUser>>>;

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt?.toISOString() ?? null,
  };
}

export async function listAdminUsers(db: Db, query: AdminUserQuery): Promise<AdminUserList> {
  const page = query.page;
  const limit = query.limit;
  const { rows, total } = await selectAdminUsers(
    db,
    { q: query.q || undefined, role: query.role, status: query.status },
    page,
    limit,
  );
  return { items: rows.map(toAdminUser), total, page, limit };
}

/**
 * Disables, enables or changes the role of an account (decision 036). Disabling and a role change end every
 * session of the account in the same transaction, so the next request with one is 401 on every process.
 * An admin cannot disable or demote themselves, and the last active admin cannot be demoted or disabled: the
 * service would be left with nobody to run it.
 */
export async function changeAccount(
  db: Db,
  actorId: string,
  id: string,
  change: { disabled: boolean } | { role: 'admin' | 'patient' },
): Promise<AccountChangeResponse> {
  const sessionsEnded = await db.transaction(async (tx) => {
    const account = await lockUser(tx, id);
    if (!account) throw new AppError('not_found');
    const demotes = ('role' in change && change.role !== 'admin') || ('disabled' in change && change.disabled);
    if (account.role === 'admin' && demotes) {
      if (id === actorId) throw new AppError('conflict', { account: 'own_account' });
      if ((await countAdmins(tx)) <= 1) throw new AppError('conflict', { account: 'last_admin' });
    }
    if ('role' in change) {
      if (account.role === 'doctor') throw new AppError('conflict', { role: 'doctor_role' });
      if (account.role === change.role) return 0;
      await updateUserAccount(tx, id, { role: change.role });
      return deleteSessionsOf(tx, id);
    }
    if (change.disabled === (account.disabledAt !== null)) return 0;
    await updateUserAccount(tx, id, { disabledAt: change.disabled ? new Date() : null });
    return change.disabled ? deleteSessionsOf(tx, id) : 0;
  });
  return { user: toAdminUser((await selectAdminUser(db, id))!), sessionsEnded };
}
