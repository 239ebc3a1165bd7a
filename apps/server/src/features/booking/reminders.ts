import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { isLanguage } from './language.ts';
import { mailerFor, type Mailer } from '../../shared/mail.ts';
import { claimDueReminders, findAppointmentsByIds, releaseReminder } from './booking-queries.ts';
import { sendAppointmentMail } from './booking-mail.ts';

/**
 * Sends the reminders due now (visits in the next 24 hours not yet reminded). The database is the
 * queue: each due row is claimed by exactly one poller, so several processes can run this at once.
 * Returns how many were sent.
 */
export async function runReminders(db: Db, mailer: Mailer, now = new Date(), batch = 50): Promise<number> {
  let sent = 0;
  for (;;) {
    const ids = await claimDueReminders(db, now, batch);
    if (ids.length === 0) return sent;
    const rows = await findAppointmentsByIds(db, ids);
    let failed = false;
    for (const row of rows) {
      try {
        await sendAppointmentMail(mailer, row, 'reminder', isLanguage(row.language) ? row.language : 'ar');
        sent++;
      } catch {
        // Given back for the next poll; not retried in this run, so a broken mail server cannot spin it.
        failed = true;
        await releaseReminder(db, row.id);
      }
    }
    if (failed || ids.length < batch) return sent;
  }
}

/**
 * Polls for due reminders until the app closes. The timer only wakes the poller; what is due and
 * what was sent lives in the database, so a restart or a second process loses and repeats nothing.
 */
export function startReminderWorker(app: FastifyInstance, everyMs = 60_000): void {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runReminders(app.db, mailerFor(app.config))
      .catch((error: unknown) => app.log.error({ err: error }, 'reminder run failed'))
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
