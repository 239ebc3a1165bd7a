import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../outbox/index.ts';
import { appointmentMail, type MailLinks } from './booking-mail.ts';
import { isLanguage } from './language.ts';
import { findDueReminders, reminderKey } from './reminder-queries.ts';

/**
 * Puts the reminders due now (visits in the next 24 hours) in the outbox, which sends them. Each is
 * enqueued once per appointment and start time (the outbox's dedupe key), so several processes may run
 * this at once, and a moved visit gets a reminder for its new time. Returns how many were enqueued.
 */
export async function enqueueDueReminders(db: Db, now: Date, batch = 100, links: MailLinks = {}): Promise<number> {
  let enqueued = 0;
  for (;;) {
    const rows = await findDueReminders(db, now, batch);
    if (rows.length === 0) return enqueued;
    enqueued += await enqueueMail(
      db,
      ...rows.map((row) => ({
        message: appointmentMail(row, 'reminder', isLanguage(row.language) ? row.language : 'ar', links),
        dedupeKey: reminderKey(row.id, row.startsAt),
        runAt: now,
      })),
    );
    if (rows.length < batch) return enqueued;
  }
}
