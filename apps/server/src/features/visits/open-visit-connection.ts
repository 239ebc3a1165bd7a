import { VISIT_MAX_CONNECTIONS_PER_PARTICIPANT, type User, type VisitRole } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { requireOpenVisit, visitWindow } from './visit-access.ts';
import { claimConnection } from './visit-queries.ts';

export interface VisitConnection {
  connectionId: string;
  appointmentId: string;
  role: VisitRole;
  closesAt: Date;
}

/**
 * Before a signalling socket is upgraded: only the appointment's patient and doctor, only while the room is
 * open (403 visit_not_open), and at most a few sockets each across every process (429 rate_limited).
 */
export async function openVisitConnection(
  db: Db,
  appointmentId: string,
  user: User,
  now: Date,
  liveSince: Date,
  /** Whether the request asks for a WebSocket upgrade; the same path as a plain GET is refused (400). */
  upgrade: boolean,
): Promise<VisitConnection> {
  const { row, role } = await requireOpenVisit(db, appointmentId, user, now);
  if (!upgrade) throw new AppError('bad_request', { upgrade: 'websocket_required' });
  const connectionId = await claimConnection(
    db,
    { appointmentId, userId: user.id, role },
    VISIT_MAX_CONNECTIONS_PER_PARTICIPANT,
    liveSince,
  );
  if (!connectionId) throw new AppError('rate_limited', { connections: 'too_many' });
  return { connectionId, appointmentId, role, closesAt: visitWindow(row).closesAt };
}
