import type { Language, User, Visit } from '@tabib/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { markVisit } from '../booking/index.ts';
import { toVisit } from './get-visit.ts';
import { requireParticipant, closedReason } from './visit-access.ts';
import { recordVisitEnded } from './visit-queries.ts';
import type { VisitRelay } from './visit-relay.ts';

/**
 * The doctor ends the visit and marks it done: the one place a telehealth appointment becomes "held".
 * Only its doctor, only while the room is open (or already ended: repeating is harmless). The room closes on
 * every process (`closed`, reason `ended`) and stays closed.
 *
 * When both participants have been in the room, the visit took place: the appointment is marked attended
 * through the booking feature's use case (which owns attendance and queues the review invitation), even
 * before its start time (a held visit; see markVisit). Marked first and ended after, so a failure leaves the
 * room open for the doctor to try again, and a retry marks nothing twice. When the patient never came, the
 * attendance is left to the doctor's day (no-show is the doctor's call, not the room's).
 */
export async function endVisit(
  db: Db,
  relay: VisitRelay,
  config: Pick<Config, 'ICE_SERVERS' | 'TURN_SECRET' | 'TURN_URLS' | 'TURN_TTL_S'>,
  appointmentId: string,
  user: User,
  lang: Language,
  now: Date,
  /** For the review invitation's links. */
  origin: string,
): Promise<Visit> {
  const participant = await requireParticipant(db, appointmentId, user);
  if (participant.role !== 'doctor') throw new AppError('forbidden');
  if (!participant.row.endedAt) {
    const reason = closedReason(participant.row, now);
    if (reason) throw new AppError('visit_not_open', { visit: reason });
    const { row } = participant;
    if (row.patientJoinedAt && row.doctorJoinedAt) {
      await markVisit(db, row.doctorId, appointmentId, 'attended', now, origin, { held: true });
    }
    participant.row.endedAt = await recordVisitEnded(db, appointmentId, user.id, now);
    await relay.publish({ kind: 'close', appointmentId, reason: 'ended' });
  }
  return toVisit(participant, user, config, lang, now);
}
