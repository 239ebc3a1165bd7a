import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { requireRole } from '../auth/index.ts';

/** The signed-in doctor's profile id; 403 for a doctor account without a directory profile. */
export async function requireDoctorId(db: Db, req: FastifyRequest): Promise<string> {
  const user = await requireRole(db, req, 'doctor');
  if (!user.doctorId) throw new AppError('forbidden');
  return user.doctorId;
}
