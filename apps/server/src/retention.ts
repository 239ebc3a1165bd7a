import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { purgeExpiredSessions } from './features/auth/index.ts';
import { purgeOldAppointments } from './features/booking/index.ts';
import { purgeOldContactMessages } from './features/contact/index.ts';
import { purgeUnsubscribed } from './features/content/index.ts';
import { purgeOldSlotChanges } from './features/doctors/index.ts';

export interface RetentionRun {
  sessions: number;
  appointments: number;
  contactMessages: number;
  newsletter: number;
  slotChanges: number;
}

/**
 * Deletes what the privacy policy says we no longer keep, and bookkeeping no longer needed; each feature
 * owns its own period.
 */
export async function runRetention(db: Db, now = new Date()): Promise<RetentionRun> {
  return {
    sessions: await purgeExpiredSessions(db, now),
    appointments: await purgeOldAppointments(db, now),
    contactMessages: await purgeOldContactMessages(db, now),
    newsletter: await purgeUnsubscribed(db, now),
    slotChanges: await purgeOldSlotChanges(db, now),
  };
}

/** Runs at start and every few hours; deleting by date is idempotent, so several processes may run it. */
export function startRetentionWorker(app: FastifyInstance, everyMs = 6 * 3_600_000): void {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runRetention(app.db)
      .then((run) => app.log.info({ run }, 'retention run'))
      .catch((error: unknown) => app.log.error({ err: error }, 'retention run failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  tick();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
