import {
  VISIT_CLOSES_AFTER_MINUTES,
  VISIT_OPENS_BEFORE_MINUTES,
  type Language,
  type VisitRole,
} from '@tabib/contracts';
import type { User } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { pick } from '../../shared/language.ts';
import { AppError } from '../../shared/errors.ts';
import { findVisitAppointment, type VisitAppointmentRow } from './visit-queries.ts';

export interface VisitWindow {
  opensAt: Date;
  closesAt: Date;
}

export function visitWindow(row: Pick<VisitAppointmentRow, 'startsAt' | 'endsAt'>): VisitWindow {
  return {
    opensAt: new Date(row.startsAt.getTime() - VISIT_OPENS_BEFORE_MINUTES * 60_000),
    closesAt: new Date(row.endsAt.getTime() + VISIT_CLOSES_AFTER_MINUTES * 60_000),
  };
}

/** Why the room is closed now, or null while it is open. */
export type ClosedReason = 'cancelled' | 'ended' | 'window_closed' | 'not_yet_open';

export function closedReason(
  row: Pick<VisitAppointmentRow, 'status' | 'startsAt' | 'endsAt' | 'endedAt'>,
  now: Date,
): ClosedReason | null {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.endedAt) return 'ended';
  const { opensAt, closesAt } = visitWindow(row);
  if (now.getTime() < opensAt.getTime()) return 'not_yet_open';
  if (now.getTime() >= closesAt.getTime()) return 'window_closed';
  return null;
}

export interface Participant {
  row: VisitAppointmentRow;
  role: VisitRole;
}

/**
 * The caller's part in the visit: 404 for an unknown appointment, 403 for anyone but its patient and its
 * doctor (an admin too: a visit is between the two), 409 not_telehealth for a clinic appointment.
 */
export async function requireParticipant(db: Db, appointmentId: string, user: User): Promise<Participant> {
  const row = await findVisitAppointment(db, appointmentId);
  if (!row) throw new AppError('not_found');
  const role: VisitRole | null =
    row.patientUserId === user.id ? 'patient' : row.doctorUserId === user.id ? 'doctor' : null;
  if (!role) throw new AppError('forbidden');
  if (row.visitType !== 'telehealth') throw new AppError('not_telehealth');
  return { row, role };
}

/** As `requireParticipant`, and the room must be open now: 403 visit_not_open, naming why, otherwise. */
export async function requireOpenVisit(db: Db, appointmentId: string, user: User, now: Date): Promise<Participant> {
  const participant = await requireParticipant(db, appointmentId, user);
  const reason = closedReason(participant.row, now);
  if (reason) throw new AppError('visit_not_open', { visit: reason });
  return participant;
}

/** The other participant's name as the caller sees it. */
export function peerName(participant: Participant, lang: Language): string {
  const { row, role } = participant;
  return role === 'patient' ? pick(lang, `د/ ${row.doctorNameAr}`, `Dr/ ${row.doctorNameEn}`) : row.patientName;
}
