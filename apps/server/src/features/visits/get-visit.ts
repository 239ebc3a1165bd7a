import type { Language, User, Visit } from '@tabib/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { iceServersFor } from './ice-servers.ts';
import { peerName, requireParticipant, visitWindow, type Participant } from './visit-access.ts';

export function signalPath(appointmentId: string): string {
  return `/api/v1/visits/${appointmentId}/signal`;
}

export function toVisit(
  participant: Participant,
  user: User,
  config: Parameters<typeof iceServersFor>[0],
  lang: Language,
  now: Date,
): Visit {
  const { row, role } = participant;
  const { opensAt, closesAt } = visitWindow(row);
  return {
    appointmentId: row.id,
    role,
    peerName: peerName(participant, lang),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    signalUrl: signalPath(row.id),
    iceServers: iceServersFor(config, user.id, now),
  };
}

/** The visit as one of its two participants sees it, whether the room is open or not (the page says which). */
export async function getVisit(
  db: Db,
  config: Pick<Config, 'ICE_SERVERS' | 'TURN_SECRET' | 'TURN_URLS' | 'TURN_TTL_S'>,
  appointmentId: string,
  user: User,
  lang: Language,
  now: Date,
): Promise<Visit> {
  return toVisit(await requireParticipant(db, appointmentId, user), user, config, lang, now);
}
