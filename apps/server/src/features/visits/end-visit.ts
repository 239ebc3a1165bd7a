import type { Language, User, Visit } from '@tabib/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { toVisit } from './get-visit.ts';
import { requireParticipant, closedReason } from './visit-access.ts';
import { recordVisitEnded } from './visit-queries.ts';
import type { VisitRelay } from './visit-relay.ts';

/**
 * The doctor ends the visit and marks it done: the one place a telehealth appointment becomes "held".
 * Only its doctor, only while the room is open (or already ended: repeating is harmless). The room closes on
 * every process (`closed`, reason `ended`) and stays closed.
 *
 * The appointment's attendance (attended / no-show) and the review invitation that follows it belong to the
 * booking feature; when it has them, this is where the visit calls that use case, in the same transaction.
 */
export async function endVisit(
  db: Db,
  relay: VisitRelay,
  config: Pick<Config, 'ICE_SERVERS' | 'TURN_SECRET' | 'TURN_URLS' | 'TURN_TTL_S'>,
  appointmentId: string,
  user: User,
  lang: Language,
  now: Date,
): Promise<Visit> {
  const participant = await requireParticipant(db, appointmentId, user);
  if (participant.role !== 'doctor') throw new AppError('forbidden');
  if (!participant.row.endedAt) {
    const reason = closedReason(participant.row, now);
    if (reason) throw new AppError('visit_not_open', { visit: reason });
    participant.row.endedAt = await recordVisitEnded(db, appointmentId, user.id, now);
    await relay.publish({ kind: 'close', appointmentId, reason: 'ended' });
  }
  return toVisit(participant, user, config, lang, now);
}
