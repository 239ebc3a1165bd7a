import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  accountCodes,
  appointments,
  chatMessages,
  chatSessions,
  doctorApplications,
  doctors,
  idempotencyKeys,
  insurers,
  knownDevices,
  loginFailures,
  patientInsurance,
  recoveryCodes,
  reviews,
  sessions,
  userIdentities,
  users,
} from '../../db/schema/index.ts';

export async function findAccount(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function identityProviders(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ provider: userIdentities.provider })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId));
  return rows.map((r) => r.provider);
}

export async function insuranceOf(db: Db, userId: string) {
  const [row] = await db
    .select({ policyNumber: patientInsurance.policyNumber, insurer: insurers.nameEn })
    .from(patientInsurance)
    .leftJoin(insurers, eq(insurers.id, patientInsurance.insurerId))
    .where(eq(patientInsurance.userId, userId));
  return row ?? null;
}

export async function appointmentsOf(db: Db, userId: string) {
  return db
    .select({
      id: appointments.id,
      doctorName: doctors.nameEn,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      visitType: appointments.visitType,
      patientName: appointments.patientName,
      phone: appointments.phone,
      email: appointments.email,
      createdAt: appointments.createdAt,
    })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(eq(appointments.userId, userId))
    .orderBy(asc(appointments.startsAt));
}

export async function reviewsOf(db: Db, userId: string) {
  return db
    .select({
      id: reviews.id,
      doctorName: doctors.nameEn,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(doctors, eq(doctors.id, reviews.doctorId))
    .where(eq(reviews.userId, userId))
    .orderBy(asc(reviews.createdAt));
}

export async function chatOf(db: Db, userId: string) {
  const list = await db
    .select({
      id: chatSessions.id,
      language: chatSessions.language,
      createdAt: chatSessions.createdAt,
      endedAt: chatSessions.endedAt,
    })
    .from(chatSessions)
    .where(eq(chatSessions.userId, userId))
    .orderBy(asc(chatSessions.createdAt));
  if (list.length === 0) return [];
  const messages = await db
    .select({
      sessionId: chatMessages.sessionId,
      role: chatMessages.role,
      text: chatMessages.text,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(
      inArray(
        chatMessages.sessionId,
        list.map((s) => s.id),
      ),
    )
    .orderBy(asc(chatMessages.sessionId), asc(chatMessages.position));
  return list.map((s) => ({ ...s, messages: messages.filter((m) => m.sessionId === s.id) }));
}

/** Upcoming booked appointments with the doctor whose profile this account runs. */
export async function countDoctorUpcoming(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(and(eq(doctors.userId, userId), eq(appointments.status, 'booked'), gt(appointments.endsAt, now)));
  return row?.n ?? 0;
}

/** Cancels the patient's appointments still to come; answers them with their doctor's account address, if any. */
export async function cancelUpcomingOf(tx: Tx, userId: string, now: Date) {
  const cancelled = await tx
    .update(appointments)
    .set({ status: 'cancelled', cancelledBy: 'patient', cancelledAt: now, updatedAt: now })
    .where(and(eq(appointments.userId, userId), eq(appointments.status, 'booked'), gt(appointments.startsAt, now)))
    .returning({ id: appointments.id, doctorId: appointments.doctorId, startsAt: appointments.startsAt });
  if (cancelled.length === 0) return [];
  const owners = await tx
    .select({ doctorId: doctors.id, email: users.email, nameAr: doctors.nameAr, nameEn: doctors.nameEn })
    .from(doctors)
    .leftJoin(users, eq(users.id, doctors.userId))
    .where(inArray(doctors.id, [...new Set(cancelled.map((c) => c.doctorId))]));
  return cancelled.map((c) => ({ ...c, doctor: owners.find((o) => o.doctorId === c.doctorId) ?? null }));
}

/**
 * Erases the account's personal data and keeps its row (reviews point at it and stay, without a name):
 * the address is freed for a new sign-up, every way in is removed, and the booking contact details of its
 * appointments are blanked.
 */
export async function eraseAccount(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx.update(appointments).set({ patientName: '', phone: '', email: '' }).where(eq(appointments.userId, userId));
  await tx.delete(chatSessions).where(eq(chatSessions.userId, userId));
  await tx.delete(patientInsurance).where(eq(patientInsurance.userId, userId));
  await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accountCodes).where(eq(accountCodes.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(knownDevices).where(eq(knownDevices.userId, userId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  await tx.delete(doctorApplications).where(eq(doctorApplications.userId, userId));
  await tx.update(doctors).set({ userId: null }).where(eq(doctors.userId, userId));
  const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (before) {
    // The account's own failure counts: the address's, and each known browser's (`<address>#device:<id>`).
    const email = before.email.toLowerCase();
    await tx
      .delete(loginFailures)
      .where(or(eq(loginFailures.email, email), sql`starts_with(${loginFailures.email}, ${`${email}#`})`));
  }
  await tx
    .update(users)
    .set({
      name: '',
      email: `deleted-${userId}@deleted.invalid`,
      phone: '',
      birthDate: null,
      gender: null,
      role: 'patient',
      passwordHash: null,
      emailVerifiedAt: null,
      totpSecret: null,
      totpEnabledAt: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
