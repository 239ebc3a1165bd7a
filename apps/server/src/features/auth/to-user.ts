import type { User } from '@tabib/contracts';
import type { UserRow } from './account-queries.ts';

export function toUser(row: UserRow, doctorId: string | null): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    birthDate: row.birthDate,
    gender: row.gender,
    role: row.role,
    doctorId,
  };
}
