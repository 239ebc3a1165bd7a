import type { Language } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { notify } from '../../outbox/messaging.ts';
import { AppError } from '../../shared/errors.ts';
import { pick } from '../../shared/language.ts';
import { forgetNextSlot } from '../booking/index.ts';
import { accountDeletedNotice, verifyPassword } from '../auth/index.ts';
import { cancelUpcomingOf, countDoctorUpcoming, eraseAccount, findAccount } from './account-data-queries.ts';

/**
 * "Delete my account", with the password (or, without one, a sign-in of the last ten minutes). Upcoming
 * appointments are cancelled and their doctors told; reviews stay, shown as "a Tabib patient"; the
 * personal data is erased and the address can sign up again. A doctor with patients still to see is
 * refused (409 doctor_has_appointments) until they are cancelled or over.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  input: { password?: string | undefined },
  context: { freshSignIn: boolean; lang: Language },
): Promise<void> {
  const account = await findAccount(db, userId);
  if (!account || account.deletedAt) throw new AppError('unauthorized');
  if (account.passwordHash) {
    if (!(await verifyPassword(account.passwordHash, input.password ?? ''))) {
      throw new AppError('validation_failed', { password: 'current_password_wrong' });
    }
  } else if (!context.freshSignIn) {
    throw new AppError('validation_failed', { password: 'recent_sign_in_required' });
  }
  const now = new Date();
  if ((await countDoctorUpcoming(db, userId, now)) > 0) throw new AppError('doctor_has_appointments');

  const cancelled = await db.transaction(async (tx) => {
    const rows = await cancelUpcomingOf(tx, userId, now);
    for (const row of rows) {
      if (!row.doctor?.email) continue;
      const when = new Intl.DateTimeFormat('ar-EG', {
        timeZone: 'Africa/Cairo',
        dateStyle: 'full',
        timeStyle: 'short',
      });
      const whenEn = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Africa/Cairo',
        dateStyle: 'full',
        timeStyle: 'short',
      });
      await notify(
        tx,
        { email: row.doctor.email },
        {
          subject: pick(
            context.lang,
            'أُلغي موعد: حذف المريض حسابه',
            'Appointment cancelled: the patient deleted their account',
          ),
          text: [
            `أُلغي الموعد المحجوز في ${when.format(row.startsAt)} لأن المريض حذف حسابه في طبيب. صار الوقت متاحاً لمرضى آخرين.`,
            '',
            `The appointment booked for ${whenEn.format(row.startsAt)} was cancelled because the patient deleted their Tabib account. The time is free for other patients again.`,
          ].join('\n'),
        },
      );
    }
    await notify(tx, { email: account.email }, accountDeletedNotice(context.lang));
    await eraseAccount(tx, userId, now);
    return rows;
  });
  for (const doctorId of new Set(cancelled.map((c) => c.doctorId))) await forgetNextSlot(db, doctorId);
}
