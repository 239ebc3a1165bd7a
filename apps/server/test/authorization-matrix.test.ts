import { randomBytes, randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { appointments, doctors, reviews, sessions, waitlistEntries, waitlistOffers } from '../src/db/schema/index.ts';
import { addDays } from '../src/features/booking/time-zone.ts';
import { hashOfferToken } from '../src/features/waitlist/offer-freed-slots.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser, type TestUser } from './support/users.ts';
import { recordVisit } from './support/visits.ts';

/**
 * Every API route, called as a visitor, patient A, patient B, a doctor and an admin, with a valid request,
 * must answer exactly the expected status. Resources that belong to someone belong to patient A, created
 * afresh for every call, so state-changing calls never depend on each other. A route missing from this table
 * fails the first test: a new route cannot be forgotten.
 */

const ctx = useTestApp();

type Who = 'visitor' | 'patientA' | 'patientB' | 'doctor' | 'admin';
const everyone: Who[] = ['visitor', 'patientA', 'patientB', 'doctor', 'admin'];

interface Callers {
  who: Who;
  caller: TestUser | null;
  /** Patient A: owns whatever the setup creates. */
  owner: TestUser;
}

interface Case {
  request: (c: Callers) => Promise<InjectOptions>;
  expect: Record<Who, number>;
}

const all = (status: number): Record<Who, number> => ({
  visitor: status,
  patientA: status,
  patientB: status,
  doctor: status,
  admin: status,
});
const signedIn = (status: number): Record<Who, number> => ({ ...all(status), visitor: 401 });
const ownerOnly = (status: number): Record<Who, number> => ({ ...all(404), visitor: 401, patientA: status });
const adminOnly = (status: number): Record<Who, number> => ({ ...all(403), visitor: 401, admin: status });
const doctorOnly = (status: number): Record<Who, number> => ({ ...all(403), visitor: 401, doctor: status });
/** Reviews: any patient with a visit; doctors and admins are refused even with one. */
const patientsOnly = (status: number): Record<Who, number> => ({ ...signedIn(status), doctor: 403, admin: 403 });
/** Compat calls addressed to patient A by user id or e-mail: anyone else signed in is refused with 403. */
const addressedToOwner = (status: number): Record<Who, number> => ({ ...all(403), visitor: 401, patientA: status });

let sequence = 0;
const address = () => `10.9.${(sequence >> 8) & 255}.${sequence++ & 255}`;
const unique = () => `${Date.now().toString(36)}${sequence++}`;

async function anyDoctorId(): Promise<string> {
  const [row] = await ctx.database.db.select({ id: doctors.id }).from(doctors).limit(1);
  return row!.id;
}

/** A doctor profile no user has yet (linking one takes it out of this set). */
async function unlinkedDoctorId(): Promise<string> {
  const rows = await ctx.database.db.select({ id: doctors.id }).from(doctors).where(isNull(doctors.userId)).limit(1);
  if (rows[0]) return rows[0].id;
  // The template has 60 doctors; the matrix links more than that, so it adds copies as it goes.
  const [template] = await ctx.database.db.select().from(doctors).limit(1);
  const { id: _id, userId: _userId, seedKey: _seedKey, ...copy } = template!;
  const [created] = await ctx.database.db.insert(doctors).values(copy).returning({ id: doctors.id });
  return created!.id;
}

/** A new doctor of its own (a copy of a seeded one), for changes that must not touch doctors other rows use. */
async function spareDoctorId(): Promise<string> {
  const [template] = await ctx.database.db.select().from(doctors).limit(1);
  const { id: _id, userId: _userId, seedKey: _seedKey, ...copy } = template!;
  const [created] = await ctx.database.db.insert(doctors).values(copy).returning({ id: doctors.id });
  return created!.id;
}

/** A review by `owner` of a doctor of its own. */
async function ownReview(owner: TestUser): Promise<string> {
  const [row] = await ctx.database.db
    .insert(reviews)
    .values({ doctorId: await spareDoctorId(), userId: owner.user.id, rating: 4, title: 'Matrix review' })
    .returning({ id: reviews.id });
  return row!.id;
}

/** A doctor the caller (when signed in) has seen: a past visit, which a review needs. */
async function visitedDoctorId(caller: TestUser | null): Promise<string> {
  const id = await unlinkedDoctorId();
  if (caller) await recordVisit(ctx.database, caller, id);
  return id;
}

/** A bookable slot of a doctor with hours, different on every call. */
let slotIndex = 0;
async function freeSlot(): Promise<{ doctorId: string; startsAt: string }> {
  const ids = await ctx.database.db.select({ id: doctors.id }).from(doctors).limit(20);
  for (const { id } of ids) {
    const from = new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10);
    const res = await ctx.app.inject(`/api/v1/doctors/${id}/slots?from=${from}&days=14`);
    const items = res.json().items as { startsAt: string }[];
    const slot = items[slotIndex++ % Math.max(items.length, 1)];
    if (slot) return { doctorId: id, startsAt: slot.startsAt };
  }
  throw new Error('no doctor with free slots in the test data');
}

async function ownAppointment(owner: TestUser): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const slot = await freeSlot();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/appointments',
      headers: owner.auth,
      payload: { ...slot, patientName: 'Patient A', phone: '01001234567', email: 'a@example.com', visitType: 'clinic' },
    });
    if (res.statusCode === 201) return res.json().id as string;
  }
  throw new Error('could not book a slot for the matrix');
}

/** A visit of `owner` with the calling doctor's profile (any doctor's when the caller is none), hours from now. */
async function visitOfCallersDoctor(caller: TestUser | null, owner: TestUser, hoursFromNow: number): Promise<string> {
  const doctorId = caller?.user.doctorId ?? (await unlinkedDoctorId());
  return recordVisit(ctx.database, owner, doctorId, hoursFromNow, 'booked');
}

async function ownWaitlistEntry(owner: TestUser): Promise<string> {
  const today = new Date().toISOString().slice(0, 10);
  const [row] = await ctx.database.db
    .insert(waitlistEntries)
    .values({ doctorId: await unlinkedDoctorId(), userId: owner.user.id, fromDate: today, toDate: addDays(today, 2) })
    .returning({ id: waitlistEntries.id });
  return row!.id;
}

/** A waitlist offer of a free slot to `owner`, as the waitlist's task makes it; returns the link's token. */
async function ownOffer(owner: TestUser): Promise<string> {
  const slot = await freeSlot();
  const today = new Date().toISOString().slice(0, 10);
  const [entry] = await ctx.database.db
    .insert(waitlistEntries)
    .values({ doctorId: slot.doctorId, userId: owner.user.id, fromDate: today, toDate: addDays(today, 14) })
    .returning({ id: waitlistEntries.id });
  const token = randomBytes(32).toString('base64url');
  await ctx.database.db.insert(waitlistOffers).values({
    entryId: entry!.id,
    doctorId: slot.doctorId,
    userId: owner.user.id,
    startsAt: new Date(slot.startsAt),
    tokenHash: hashOfferToken(token),
  });
  return token;
}

async function anyMedicineId(): Promise<string> {
  const res = await ctx.app.inject('/api/v1/medicines?limit=1');
  return (res.json().items as { id: string }[])[0]!.id;
}

async function medicineBody() {
  const categories = (await ctx.app.inject('/api/v1/medicine-categories')).json().items as { slug: string }[];
  return {
    brandEn: 'Matrixol',
    brandAr: 'ماتريكسول',
    genericEn: 'Paracetamol',
    genericAr: 'باراسيتامول',
    form: 'tablet',
    strength: '500 mg',
    atcCode: 'N02BE01',
    category: categories[0]!.slug,
    descriptionEn: 'A pain reliever used in the authorisation tests.',
    descriptionAr: 'مسكن للألم يستخدم في اختبارات الصلاحيات.',
    usesEn: ['Pain'],
    usesAr: ['الألم'],
    priceEgp: 20,
    prescription: false,
  };
}

/** The caller's own doctor-portal data when it is a doctor (sent back unchanged), else any doctor's. */
async function doctorPortalBody(caller: TestUser | null, path: '/doctor/me' | '/doctor/me/schedule') {
  const source =
    caller?.user.role === 'doctor'
      ? caller
      : await createTestUser(ctx.database, { role: 'doctor', doctorId: await unlinkedDoctorId() });
  return (await ctx.app.inject({ url: `/api/v1${path}`, headers: source.auth })).json() as Record<string, unknown>;
}

async function pendingApplication(): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/doctor-applications',
    remoteAddress: address(),
    payload: {
      firstName: 'Nour',
      lastName: 'Salem',
      phone: '01012345678',
      specialty: 'dermatology',
      city: 'cairo',
      email: `nour.${unique()}@example.com`,
      password: 'a long enough password',
      gender: 'female',
    },
  });
  return res.json().applicationId as string;
}

async function ownChat(owner: TestUser, ended: boolean): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/chat/sessions',
    headers: owner.auth,
    payload: { language: 'en' },
  });
  const id = res.json().sessionId as string;
  if (ended) await ctx.app.inject({ method: 'POST', url: `/api/v1/chat/sessions/${id}/end`, headers: owner.auth });
  return id;
}

/**
 * A telehealth visit of patient A, open now, with the doctor caller when the caller is a doctor (so the
 * doctor row shows what the appointment's own doctor may do) and with a doctor of its own otherwise.
 */
async function ownVisit({ owner, caller }: Callers): Promise<string> {
  const doctorId =
    caller?.user.role === 'doctor'
      ? caller.user.doctorId!
      : (await createTestUser(ctx.database, { role: 'doctor', doctorId: await unlinkedDoctorId() })).user.doctorId!;
  const [row] = await ctx.database.db
    .insert(appointments)
    .values({
      doctorId,
      userId: owner.user.id,
      startsAt: new Date(Date.now() - 5 * 60_000),
      endsAt: new Date(Date.now() + 25 * 60_000),
      patientName: 'Patient A',
      phone: '+201001234567',
      email: 'a@example.com',
      visitType: 'telehealth',
    })
    .returning({ id: appointments.id });
  return row!.id;
}
/** The visit's patient (A) and its doctor; nobody else, admins included. */
const visitParticipants = (status: number): Record<Who, number> => ({
  ...all(403),
  visitor: 401,
  patientA: status,
  doctor: status,
});

const cases: Record<string, Case> = {
  'GET /api/v1/visits/:appointmentId': {
    request: async (c) => ({ url: `/api/v1/visits/${await ownVisit(c)}` }),
    expect: visitParticipants(200),
  },
  'GET /api/v1/visits/:appointmentId/messages': {
    request: async (c) => ({ url: `/api/v1/visits/${await ownVisit(c)}/messages` }),
    expect: visitParticipants(200),
  },
  'POST /api/v1/visits/:appointmentId/messages': {
    request: async (c) => ({
      method: 'POST',
      url: `/api/v1/visits/${await ownVisit(c)}/messages`,
      payload: { text: 'Hello' },
    }),
    expect: visitParticipants(201),
  },
  'POST /api/v1/visits/:appointmentId/end': {
    request: async (c) => ({ method: 'POST', url: `/api/v1/visits/${await ownVisit(c)}/end` }),
    expect: { ...visitParticipants(200), patientA: 403 },
  },
  // Without an upgrade the participants get 400 (websocket_required) after the same checks as the socket;
  // the socket itself: visits-signalling.test.ts.
  'GET /api/v1/visits/:appointmentId/signal': {
    request: async (c) => ({ url: `/api/v1/visits/${await ownVisit(c)}/signal` }),
    expect: visitParticipants(400),
  },
  'POST /api/v1/chat/sessions': {
    request: async () => ({ method: 'POST', url: '/api/v1/chat/sessions', payload: { language: 'en' } }),
    expect: all(201),
  },
  'POST /api/v1/chat/sessions/:id/messages': {
    request: async ({ owner }) => ({
      method: 'POST',
      url: `/api/v1/chat/sessions/${await ownChat(owner, false)}/messages`,
      payload: { text: '30' },
    }),
    expect: { ...all(404), patientA: 200 },
  },
  'POST /api/v1/chat/sessions/:id/end': {
    request: async ({ owner }) => ({ method: 'POST', url: `/api/v1/chat/sessions/${await ownChat(owner, false)}/end` }),
    expect: { ...all(404), patientA: 200 },
  },
  'GET /api/v1/chat/history': { request: async () => ({ url: '/api/v1/chat/history' }), expect: signedIn(200) },
  'GET /api/v1/chat/history/:id': {
    request: async ({ owner }) => ({ url: `/api/v1/chat/history/${await ownChat(owner, true)}` }),
    expect: ownerOnly(200),
  },
  'GET /api/v1/openapi.json': { request: async () => ({ url: '/api/v1/openapi.json' }), expect: all(200) },
  'GET /api/v1/auth/me': { request: async () => ({ url: '/api/v1/auth/me' }), expect: all(200) },
  'POST /api/v1/auth/signup': {
    request: async () => ({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        name: 'New Person',
        email: `new.${unique()}@example.com`,
        phone: '01012345678',
        birthDate: '1990-01-01',
        gender: 'male',
        password: 'a long enough password',
      },
    }),
    expect: all(201),
  },
  'POST /api/v1/auth/login': {
    request: async () => {
      const email = `login.${unique()}@example.com`;
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        remoteAddress: address(),
        payload: {
          name: 'Login Person',
          email,
          phone: '01012345678',
          birthDate: '1990-01-01',
          gender: 'male',
          password: 'a long enough password',
        },
      });
      return { method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'a long enough password' } };
    },
    expect: all(200),
  },
  'POST /api/v1/auth/logout': {
    request: async () => ({ method: 'POST', url: '/api/v1/auth/logout' }),
    expect: all(200),
  },
  // Test users have no password, so an authorised call fails on the current password, after the session check.
  'PUT /api/v1/auth/password': {
    request: async () => ({
      method: 'PUT',
      url: '/api/v1/auth/password',
      payload: { currentPassword: 'whatever it was', newPassword: 'a brand new password' },
    }),
    expect: signedIn(400),
  },
  'PATCH /api/v1/me': {
    request: async ({ caller }) => ({
      method: 'PATCH',
      url: '/api/v1/me',
      payload: {
        name: 'Renamed',
        phone: '01012345678',
        email: caller?.user.email ?? 'x@example.com',
        birthDate: '1990-01-01',
      },
    }),
    expect: signedIn(200),
  },
  'GET /api/v1/me/insurance': { request: async () => ({ url: '/api/v1/me/insurance' }), expect: signedIn(200) },
  'PUT /api/v1/me/insurance': {
    request: async () => ({ method: 'PUT', url: '/api/v1/me/insurance', payload: { insurer: null, policyNumber: '' } }),
    expect: signedIn(200),
  },
  'POST /api/v1/doctor-applications': {
    request: async () => ({
      method: 'POST',
      url: '/api/v1/doctor-applications',
      payload: {
        firstName: 'Hala',
        lastName: 'Zaki',
        phone: '01012345678',
        specialty: 'dermatology',
        city: 'cairo',
        email: `hala.${unique()}@example.com`,
        password: 'a long enough password',
        gender: 'female',
      },
    }),
    expect: all(201),
  },
  'GET /api/v1/admin/doctor-applications': {
    request: async () => ({ url: '/api/v1/admin/doctor-applications' }),
    expect: adminOnly(200),
  },
  'POST /api/v1/admin/doctor-applications/:id/approve': {
    request: async () => ({
      method: 'POST',
      url: `/api/v1/admin/doctor-applications/${await pendingApplication()}/approve`,
    }),
    expect: adminOnly(200),
  },
  'POST /api/v1/admin/doctor-applications/:id/reject': {
    request: async () => ({
      method: 'POST',
      url: `/api/v1/admin/doctor-applications/${await pendingApplication()}/reject`,
    }),
    expect: adminOnly(200),
  },
  'GET /api/v1/admin/doctors': { request: async () => ({ url: '/api/v1/admin/doctors?q=a' }), expect: adminOnly(200) },
  'POST /api/v1/admin/doctors/:id/suspend': {
    request: async () => ({
      method: 'POST',
      url: `/api/v1/admin/doctors/${await spareDoctorId()}/suspend`,
      payload: { reason: 'Checked by the matrix' },
    }),
    expect: adminOnly(200),
  },
  'POST /api/v1/admin/doctors/:id/reinstate': {
    request: async () => ({ method: 'POST', url: `/api/v1/admin/doctors/${await spareDoctorId()}/reinstate` }),
    expect: adminOnly(200),
  },
  'GET /api/v1/admin/users': {
    request: async () => ({ url: '/api/v1/admin/users?role=patient' }),
    expect: adminOnly(200),
  },
  'POST /api/v1/admin/users/:id/disable': {
    request: async ({ owner }) => ({ method: 'POST', url: `/api/v1/admin/users/${owner.user.id}/disable` }),
    expect: adminOnly(200),
  },
  'POST /api/v1/admin/users/:id/enable': {
    request: async ({ owner }) => ({ method: 'POST', url: `/api/v1/admin/users/${owner.user.id}/enable` }),
    expect: adminOnly(200),
  },
  'PUT /api/v1/admin/users/:id/role': {
    request: async ({ owner }) => ({
      method: 'PUT',
      url: `/api/v1/admin/users/${owner.user.id}/role`,
      payload: { role: 'admin' },
    }),
    expect: adminOnly(200),
  },
  'POST /api/v1/reviews/:id/report': {
    request: async ({ owner }) => ({
      method: 'POST',
      url: `/api/v1/reviews/${await ownReview(owner)}/report`,
      payload: { reason: 'Checked by the matrix' },
    }),
    expect: signedIn(201),
  },
  'GET /api/v1/admin/dashboard': { request: async () => ({ url: '/api/v1/admin/dashboard' }), expect: adminOnly(200) },
  'GET /api/v1/admin/review-reports': {
    request: async () => ({ url: '/api/v1/admin/review-reports' }),
    expect: adminOnly(200),
  },
  'POST /api/v1/admin/reviews/:id/hide': {
    request: async ({ owner }) => ({
      method: 'POST',
      url: `/api/v1/admin/reviews/${await ownReview(owner)}/hide`,
      payload: { reason: 'Checked by the matrix' },
    }),
    expect: adminOnly(200),
  },
  'POST /api/v1/admin/reviews/:id/restore': {
    request: async ({ owner }) => ({ method: 'POST', url: `/api/v1/admin/reviews/${await ownReview(owner)}/restore` }),
    expect: adminOnly(200),
  },
  'GET /api/v1/specialties': { request: async () => ({ url: '/api/v1/specialties' }), expect: all(200) },
  'GET /api/v1/cities': { request: async () => ({ url: '/api/v1/cities' }), expect: all(200) },
  'GET /api/v1/areas': { request: async () => ({ url: '/api/v1/areas?city=cairo' }), expect: all(200) },
  'GET /api/v1/insurers': { request: async () => ({ url: '/api/v1/insurers' }), expect: all(200) },
  'GET /api/v1/doctors': { request: async () => ({ url: '/api/v1/doctors' }), expect: all(200) },
  'GET /api/v1/doctors/:id': {
    request: async () => ({ url: `/api/v1/doctors/${await anyDoctorId()}` }),
    expect: all(200),
  },
  'GET /api/v1/doctors/:id/reviews': {
    request: async () => ({ url: `/api/v1/doctors/${await anyDoctorId()}/reviews` }),
    expect: all(200),
  },
  'POST /api/v1/doctors/:id/reviews': {
    request: async ({ caller }) => ({
      method: 'POST',
      url: `/api/v1/doctors/${await visitedDoctorId(caller)}/reviews`,
      payload: { rating: 5, title: 'Kind and careful', text: 'Explained everything.' },
    }),
    expect: patientsOnly(201),
  },
  'GET /api/v1/doctors/:id/slots': {
    request: async () => ({ url: `/api/v1/doctors/${await anyDoctorId()}/slots` }),
    expect: all(200),
  },
  'POST /api/v1/appointments': {
    request: async () => ({
      method: 'POST',
      url: '/api/v1/appointments',
      payload: {
        ...(await freeSlot()),
        patientName: 'Someone',
        phone: '01001234567',
        email: 's@example.com',
        visitType: 'clinic',
      },
    }),
    expect: signedIn(201),
  },
  'GET /api/v1/appointments': { request: async () => ({ url: '/api/v1/appointments' }), expect: signedIn(200) },
  'GET /api/v1/appointments/:id': {
    request: async ({ owner }) => ({ url: `/api/v1/appointments/${await ownAppointment(owner)}` }),
    expect: ownerOnly(200),
  },
  'PATCH /api/v1/appointments/:id': {
    request: async ({ owner }) => ({
      method: 'PATCH',
      url: `/api/v1/appointments/${await ownAppointment(owner)}`,
      payload: { patientName: 'Patient A. Renamed' },
    }),
    expect: ownerOnly(200),
  },
  'POST /api/v1/appointments/:id/cancel': {
    request: async ({ owner }) => ({
      method: 'POST',
      url: `/api/v1/appointments/${await ownAppointment(owner)}/cancel`,
    }),
    expect: ownerOnly(200),
  },
  'GET /api/v1/appointments/:id/calendar.ics': {
    request: async ({ owner }) => ({ url: `/api/v1/appointments/${await ownAppointment(owner)}/calendar.ics` }),
    expect: ownerOnly(200),
  },
  'GET /api/v1/doctor/me': { request: async () => ({ url: '/api/v1/doctor/me' }), expect: doctorOnly(200) },
  'PATCH /api/v1/doctor/me': {
    request: async ({ caller }) => {
      const {
        phone,
        fee,
        clinicNameAr,
        clinicNameEn,
        clinicAddressAr,
        clinicAddressEn,
        bioAr,
        bioEn,
        telehealth,
        insurers,
      } = await doctorPortalBody(caller, '/doctor/me');
      return {
        method: 'PATCH',
        url: '/api/v1/doctor/me',
        payload: {
          phone,
          fee,
          clinicNameAr,
          clinicNameEn,
          clinicAddressAr,
          clinicAddressEn,
          bioAr,
          bioEn,
          telehealth,
          insurers,
        },
      };
    },
    expect: doctorOnly(200),
  },
  'PUT /api/v1/doctor/me/schedule': {
    request: async ({ caller }) => ({
      method: 'PUT',
      url: '/api/v1/doctor/me/schedule',
      payload: await doctorPortalBody(caller, '/doctor/me/schedule'),
    }),
    expect: doctorOnly(200),
  },
  'GET /api/v1/doctor/me/schedule': {
    request: async () => ({ url: '/api/v1/doctor/me/schedule' }),
    expect: doctorOnly(200),
  },
  'GET /api/v1/doctor/me/appointments': {
    request: async () => ({ url: '/api/v1/doctor/me/appointments' }),
    expect: doctorOnly(200),
  },
  // Another doctor's appointment is a 404 (doctor-day.test.ts); here each doctor marks its own patient's visit.
  'PATCH /api/v1/doctor/me/appointments/:id': {
    request: async ({ caller, owner }) => ({
      method: 'PATCH',
      url: `/api/v1/doctor/me/appointments/${await visitOfCallersDoctor(caller, owner, -2)}`,
      payload: { status: 'attended' },
    }),
    expect: doctorOnly(200),
  },
  'POST /api/v1/doctor/me/appointments/:id/cancel': {
    request: async ({ caller, owner }) => ({
      method: 'POST',
      url: `/api/v1/doctor/me/appointments/${await visitOfCallersDoctor(caller, owner, 30)}/cancel`,
      payload: { reason: 'The clinic is closed that day' },
    }),
    expect: doctorOnly(200),
  },
  'PUT /api/v1/doctor/me/photo': {
    request: async () => {
      const boundary = 'matrix-photo';
      const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
      return {
        method: 'PUT',
        url: '/api/v1/doctor/me/photo',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      };
    },
    expect: doctorOnly(200),
  },
  'DELETE /api/v1/doctor/me/photo': {
    request: async () => ({ method: 'DELETE', url: '/api/v1/doctor/me/photo' }),
    expect: doctorOnly(204),
  },
  // Public, like any picture on the site; a name that is no stored photo is a 404 for everyone.
  'GET /api/v1/doctor-photos/:file': {
    request: async () => ({ url: `/api/v1/doctor-photos/${'0'.repeat(32)}-160.webp` }),
    expect: all(404),
  },
  'POST /api/v1/doctors/:id/waitlist': {
    request: async () => {
      const today = new Date().toISOString().slice(0, 10);
      return {
        method: 'POST',
        url: `/api/v1/doctors/${await unlinkedDoctorId()}/waitlist`,
        payload: { from: addDays(today, 1), to: addDays(today, 3) },
      };
    },
    expect: signedIn(201),
  },
  'GET /api/v1/booking-rules': { request: async () => ({ url: '/api/v1/booking-rules' }), expect: signedIn(200) },
  'GET /api/v1/waitlist': { request: async () => ({ url: '/api/v1/waitlist' }), expect: signedIn(200) },
  'DELETE /api/v1/waitlist/:id': {
    request: async ({ owner }) => ({ method: 'DELETE', url: `/api/v1/waitlist/${await ownWaitlistEntry(owner)}` }),
    expect: ownerOnly(204),
  },
  // The link's token is the credential, whoever follows it (the mail went to the account's own address).
  'GET /api/v1/waitlist/offers/:token': {
    request: async ({ owner }) => ({ url: `/api/v1/waitlist/offers/${await ownOffer(owner)}` }),
    expect: all(200),
  },
  'POST /api/v1/waitlist/offers/:token/book': {
    request: async ({ owner }) => ({ method: 'POST', url: `/api/v1/waitlist/offers/${await ownOffer(owner)}/book` }),
    expect: all(201),
  },
  'POST /api/v1/waitlist/offers/:token/leave': {
    request: async ({ owner }) => ({ method: 'POST', url: `/api/v1/waitlist/offers/${await ownOffer(owner)}/leave` }),
    expect: all(204),
  },
  'GET /api/v1/medicines': { request: async () => ({ url: '/api/v1/medicines' }), expect: all(200) },
  'GET /api/v1/medicines/trending': { request: async () => ({ url: '/api/v1/medicines/trending' }), expect: all(200) },
  'GET /api/v1/medicines/:id': {
    request: async () => ({ url: `/api/v1/medicines/${await anyMedicineId()}` }),
    expect: all(200),
  },
  'GET /api/v1/medicine-categories': {
    request: async () => ({ url: '/api/v1/medicine-categories' }),
    expect: all(200),
  },
  'POST /api/v1/medicines': {
    request: async () => ({ method: 'POST', url: '/api/v1/medicines', payload: await medicineBody() }),
    expect: adminOnly(201),
  },
  'PATCH /api/v1/medicines/:id': {
    request: async () => ({
      method: 'PATCH',
      url: `/api/v1/medicines/${await anyMedicineId()}`,
      payload: { priceEgp: 25 },
    }),
    expect: adminOnly(200),
  },
  'DELETE /api/v1/medicines/:id': {
    request: async () => {
      const admin = await createTestUser(ctx.database, { role: 'admin' });
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/medicines',
        payload: await medicineBody(),
        headers: admin.auth,
      });
      expect(created.statusCode, created.body).toBe(201);
      return { method: 'DELETE', url: `/api/v1/medicines/${created.json().id}` };
    },
    expect: adminOnly(200),
  },
  'POST /api/v1/newsletter': {
    request: async () => ({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: { email: `reader.${unique()}@example.com` },
    }),
    expect: all(202),
  },
  'POST /api/v1/newsletter/confirm': {
    request: async () => ({ method: 'POST', url: '/api/v1/newsletter/confirm', payload: { token: randomUUID() } }),
    expect: all(404),
  },
  // An unknown token is refused the same way for everyone: the token, not the session, is the key.
  // The link in a mail: always answered with a redirect to the confirmation page, which reports the outcome.
  'GET /api/v1/newsletter/unsubscribe': {
    request: async () => ({ url: `/api/v1/newsletter/unsubscribe?token=${randomUUID()}` }),
    expect: all(303),
  },
  'POST /api/v1/newsletter/unsubscribe': {
    request: async () => ({ method: 'POST', url: '/api/v1/newsletter/unsubscribe', payload: { token: randomUUID() } }),
    expect: all(404),
  },
  'POST /api/v1/newsletter/unsubscribe/one-click': {
    request: async () => ({
      method: 'POST',
      url: `/api/v1/newsletter/unsubscribe/one-click?token=${randomUUID()}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    }),
    expect: all(404),
  },
  'POST /api/v1/contact': {
    request: async () => ({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Omar', email: 'omar@example.com', comment: 'How do I cancel a booking?' },
    }),
    expect: all(201),
  },
  'GET /api/v1/admin/contact-messages': {
    request: async () => ({ url: '/api/v1/admin/contact-messages' }),
    expect: adminOnly(200),
  },
  'GET /api/v1/auth/oidc/providers': {
    request: async () => ({ url: '/api/v1/auth/oidc/providers' }),
    expect: all(200),
  },
  // No identity provider is configured here: starting and finishing a sign-in both send the browser back to /login.
  'GET /api/v1/auth/oidc/:provider/start': {
    request: async () => ({ url: '/api/v1/auth/oidc/google/start' }),
    expect: all(302),
  },
  'GET /api/v1/auth/oidc/:provider/callback': {
    request: async () => ({ url: '/api/v1/auth/oidc/google/callback?code=x&state=y' }),
    expect: all(302),
  },
};

/** The compat medicine form in the default language (Arabic): Name and Description are the Arabic ones. */
async function compatMedicineBody(userId: string) {
  const { brandAr, descriptionAr, ...rest } = await medicineBody();
  return { ...rest, userId, Name: brandAr, Description: descriptionAr };
}

const compatCases: Record<string, Case> = {
  'GET /compat/findDoctor/all': {
    request: async () => ({ url: '/compat/findDoctor/all?page=1&limit=4' }),
    expect: all(200),
  },
  'GET /compat/findDoctor': {
    request: async () => ({ url: '/compat/findDoctor?Speciality=dermatology&City=Cairo' }),
    expect: all(200),
  },
  'GET /compat/findDoctor/:id': {
    request: async () => ({ url: `/compat/findDoctor/${await anyDoctorId()}` }),
    expect: all(200),
  },
  'GET /compat/getSpeciality': { request: async () => ({ url: '/compat/getSpeciality' }), expect: all(200) },
  'GET /compat/getArea': { request: async () => ({ url: '/compat/getArea' }), expect: all(200) },
  'GET /compat/getLocation': { request: async () => ({ url: '/compat/getLocation' }), expect: all(200) },
  'GET /compat/get-medicine-product': {
    request: async () => ({ url: '/compat/get-medicine-product' }),
    expect: all(200),
  },
  'POST /compat/login': {
    request: async () => {
      const email = `compat.login.${unique()}@example.com`;
      await ctx.app.inject({
        method: 'POST',
        url: '/compat/signup',
        remoteAddress: address(),
        payload: {
          userName: 'Login Person',
          mobilePhone: '01012345678',
          Email: email,
          birthDate: '1990-01-01',
          Password: 'a long enough password',
          Gender: 'Male',
        },
      });
      return { method: 'POST', url: '/compat/login', payload: { Email: email, Password: 'a long enough password' } };
    },
    expect: all(200),
  },
  'POST /compat/signup': {
    request: async () => ({
      method: 'POST',
      url: '/compat/signup',
      payload: {
        userName: 'New Person',
        mobilePhone: '01012345678',
        Email: `compat.new.${unique()}@example.com`,
        birthDate: '1990-01-01',
        Password: 'a long enough password',
      },
    }),
    expect: all(201),
  },
  // No Google client is configured here: the start sends the browser on to v1's start route all the same.
  'GET /compat/auth/google': { request: async () => ({ url: '/compat/auth/google' }), expect: all(302) },
  'PUT /compat/changeprofile/:email': {
    request: async ({ owner }) => ({
      method: 'PUT',
      url: `/compat/changeprofile/${encodeURIComponent(owner.user.email)}`,
      payload: { userName: 'Renamed', mobilePhone: '01012345678', Email: owner.user.email, birthDate: '1990-01-01' },
    }),
    expect: addressedToOwner(200),
  },
  // Test users have no password: the owner's call reaches the password check, which answers statusbar 'error' (200).
  'PUT /compat/changepassword/:email': {
    request: async ({ owner }) => ({
      method: 'PUT',
      url: `/compat/changepassword/${encodeURIComponent(owner.user.email)}`,
      payload: { Password: 'whatever it was', newPassword: 'a brand new password' },
    }),
    expect: addressedToOwner(200),
  },
  'POST /compat/create_new_medicine': {
    request: async ({ caller, owner }) => ({
      method: 'POST',
      url: '/compat/create_new_medicine',
      payload: await compatMedicineBody((caller ?? owner).user.id),
    }),
    expect: adminOnly(201),
  },
  'GET /compat/getMedicines/:userId': {
    request: async ({ owner }) => ({ url: `/compat/getMedicines/${owner.user.id}?limit=3` }),
    expect: addressedToOwner(200),
  },
  'GET /compat/getMedicineById/:id': {
    request: async () => ({ url: `/compat/getMedicineById/${await anyMedicineId()}` }),
    expect: all(200),
  },
  'POST /compat/createcontact': {
    request: async () => ({
      method: 'POST',
      url: '/compat/createcontact',
      payload: { Name: 'Omar', Email: 'omar@example.com', Comment: 'How do I cancel a booking?' },
    }),
    expect: all(201),
  },
  'POST /compat/createreview': {
    request: async ({ caller }) => ({
      method: 'POST',
      url: '/compat/createreview',
      // Section 7's body: no stars.
      payload: { Title: 'Kind and careful', DoctorId: await visitedDoctorId(caller), userName: 'Someone' },
    }),
    expect: patientsOnly(201),
  },
  'GET /compat/getreview/:doctorId': {
    request: async () => ({ url: `/compat/getreview/${await anyDoctorId()}` }),
    expect: all(200),
  },
  'POST /compat/joinasdoctor': {
    request: async () => ({
      method: 'POST',
      url: '/compat/joinasdoctor',
      payload: {
        FirstName: 'Hala',
        LastName: 'Zaki',
        Phone: '01012345678',
        Speciality: 'Dermatology',
        City: 'Cairo',
        Email: `compat.hala.${unique()}@example.com`,
        Password: 'a long enough password',
        Gender: 'Female',
      },
    }),
    expect: all(201),
  },
  'POST /compat/create-appointment': {
    request: async ({ caller, owner }) => {
      const { doctorId, startsAt } = await freeSlot();
      return {
        method: 'POST',
        url: '/compat/create-appointment',
        payload: {
          DoctorId: doctorId,
          startsAt,
          Name: 'Someone',
          PhoneNumber: '01001234567',
          Email: 's@example.com',
          userId: (caller ?? owner).user.id,
          DoctorName: 'Dr',
          Place: 'Clinic',
        },
      };
    },
    expect: signedIn(201),
  },
  'GET /compat/get-appointment': {
    request: async ({ owner }) => ({ url: `/compat/get-appointment?userId=${owner.user.id}` }),
    expect: addressedToOwner(200),
  },
  'GET /compat/delete-appointment/:id': {
    request: async ({ owner }) => ({ url: `/compat/delete-appointment/${await ownAppointment(owner)}` }),
    expect: ownerOnly(200),
  },
  'PUT /compat/delete-appointment/:id': {
    request: async ({ owner }) => ({
      method: 'PUT',
      url: `/compat/delete-appointment/${await ownAppointment(owner)}`,
      payload: { Name: 'Patient A. Renamed', PhoneNumber: '', Email: '' },
    }),
    expect: ownerOnly(200),
  },
  'DELETE /compat/delete-appointment/:id': {
    request: async ({ owner }) => ({
      method: 'DELETE',
      url: `/compat/delete-appointment/${await ownAppointment(owner)}`,
    }),
    expect: ownerOnly(200),
  },
  'POST /compat/create-history/:userId': {
    request: async ({ owner }) => ({
      method: 'POST',
      url: `/compat/create-history/${owner.user.id}`,
      payload: { Data: '[]', session_id: await ownChat(owner, false) },
    }),
    expect: addressedToOwner(201),
  },
  'POST /compat/save-history': {
    request: async ({ owner }) => ({
      method: 'POST',
      url: '/compat/save-history',
      payload: { userId: owner.user.id, Data: '[]', session_id: await ownChat(owner, false) },
    }),
    expect: addressedToOwner(201),
  },
  'GET /compat/get-histories/:userId': {
    request: async ({ owner }) => ({ url: `/compat/get-histories/${owner.user.id}` }),
    expect: addressedToOwner(200),
  },
  'POST /compat/chatbot/api/start': {
    request: async () => ({ method: 'POST', url: '/compat/chatbot/api/start', payload: { language: 'en' } }),
    expect: all(201),
  },
  // CORS preflights for the spec's web app on its own origin: no session involved.
  'OPTIONS /compat/*': {
    request: async () => ({
      method: 'OPTIONS',
      url: '/compat/login',
      headers: { origin: 'https://old-app.example', 'access-control-request-method': 'POST' },
    }),
    expect: all(204),
  },
  'OPTIONS /compat/chatbot/*': {
    request: async () => ({
      method: 'OPTIONS',
      url: '/compat/chatbot/api/chat',
      headers: { origin: 'https://old-app.example', 'access-control-request-method': 'POST' },
    }),
    expect: all(204),
  },
  'POST /compat/chatbot/api/chat': {
    request: async ({ owner }) => ({
      method: 'POST',
      url: '/compat/chatbot/api/chat',
      payload: { message: '30', session_id: await ownChat(owner, false) },
    }),
    expect: { ...all(404), patientA: 200 },
  },
};
Object.assign(cases, compatCases);
/** Issue 38's account routes. Test users have no password and a session made just now (a fresh sign-in). */
const accountCases: Record<string, Case> = {
  'POST /api/v1/auth/login/two-factor': {
    request: async () => ({
      method: 'POST',
      url: '/api/v1/auth/login/two-factor',
      payload: { challenge: 'A'.repeat(43), code: '123456' },
    }),
    expect: all(400),
  },
  'POST /api/v1/auth/password/forgot': {
    request: async ({ owner }) => ({
      method: 'POST',
      url: '/api/v1/auth/password/forgot',
      payload: { email: owner.user.email },
    }),
    expect: all(202),
  },
  'POST /api/v1/auth/password/reset': {
    request: async () => ({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      payload: { token: 'A'.repeat(43), password: 'a brand new password' },
    }),
    expect: all(400),
  },
  'POST /api/v1/auth/email/verify': {
    request: async () => ({ method: 'POST', url: '/api/v1/auth/email/verify', payload: { code: '123456' } }),
    expect: signedIn(400),
  },
  // Test users are verified already: a new code is refused as a conflict, after the session check.
  'POST /api/v1/auth/email/code': {
    request: async () => ({ method: 'POST', url: '/api/v1/auth/email/code' }),
    expect: signedIn(409),
  },
  'POST /api/v1/auth/email/confirm': {
    request: async () => ({ method: 'POST', url: '/api/v1/auth/email/confirm', payload: { token: 'A'.repeat(43) } }),
    expect: all(400),
  },
  'POST /api/v1/auth/email/change': {
    request: async () => ({
      method: 'POST',
      url: '/api/v1/auth/email/change',
      payload: { email: `moving.${unique()}@example.com` },
    }),
    expect: signedIn(202),
  },
  'POST /api/v1/auth/email/change/confirm': {
    request: async () => ({ method: 'POST', url: '/api/v1/auth/email/change/confirm', payload: { code: '123456' } }),
    expect: signedIn(400),
  },
  'GET /api/v1/auth/two-factor': { request: async () => ({ url: '/api/v1/auth/two-factor' }), expect: signedIn(200) },
  'POST /api/v1/auth/two-factor/setup': {
    request: async () => ({ method: 'POST', url: '/api/v1/auth/two-factor/setup' }),
    expect: signedIn(200),
  },
  'POST /api/v1/auth/two-factor/enable': {
    request: async () => ({ method: 'POST', url: '/api/v1/auth/two-factor/enable', payload: { code: '123456' } }),
    expect: signedIn(409),
  },
  'POST /api/v1/auth/two-factor/disable': {
    request: async () => ({ method: 'POST', url: '/api/v1/auth/two-factor/disable', payload: { code: '123456' } }),
    expect: signedIn(409),
  },
  'GET /api/v1/auth/sessions': { request: async () => ({ url: '/api/v1/auth/sessions' }), expect: signedIn(200) },
  'DELETE /api/v1/auth/sessions/:id': {
    request: async ({ owner }) => {
      const [session] = await ctx.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, owner.user.id))
        .limit(1);
      return { method: 'DELETE', url: `/api/v1/auth/sessions/${session!.id}` };
    },
    expect: ownerOnly(200),
  },
  'POST /api/v1/auth/sessions/end-others': {
    request: async () => ({ method: 'POST', url: '/api/v1/auth/sessions/end-others' }),
    expect: signedIn(200),
  },
  'GET /api/v1/me/export': { request: async () => ({ url: '/api/v1/me/export' }), expect: signedIn(200) },
  'DELETE /api/v1/me': {
    request: async ({ caller }) => {
      // A doctor with patients to see is refused (accounts.test.ts); this one's earlier bookings are cancelled.
      if (caller?.user.doctorId) {
        await ctx.database.db
          .update(appointments)
          .set({ status: 'cancelled', cancelledAt: new Date() })
          .where(eq(appointments.doctorId, caller.user.doctorId));
      }
      return { method: 'DELETE', url: '/api/v1/me', payload: {} };
    },
    expect: signedIn(204),
  },
};
Object.assign(cases, accountCases);

describe('authorisation matrix', () => {
  it('covers every API route', () => {
    const routes = ctx.app.routeTable
      .filter((r) => r.url.startsWith('/api/v1/') || r.url.startsWith('/compat/'))
      .map((r) => `${r.method} ${r.url}`);
    expect(
      routes.filter((r) => !(r in cases)),
      'routes without a row in the matrix',
    ).toEqual([]);
    expect(
      Object.keys(cases).filter((c) => !routes.includes(c)),
      'rows for routes that do not exist',
    ).toEqual([]);
  });

  for (const [route, spec] of Object.entries(cases)) {
    it(route, async () => {
      const actual: Partial<Record<Who, number>> = {};
      for (const who of everyone) {
        const owner = await createTestUser(ctx.database, { role: 'patient' });
        const caller =
          who === 'visitor'
            ? null
            : who === 'patientA'
              ? owner
              : who === 'doctor'
                ? await createTestUser(ctx.database, { role: 'doctor', doctorId: await unlinkedDoctorId() })
                : await createTestUser(ctx.database, { role: who === 'admin' ? 'admin' : 'patient' });
        const options = await spec.request({ who, caller, owner });
        const res = await ctx.app.inject({
          ...options,
          remoteAddress: address(),
          headers: { ...(options.headers ?? {}), ...(caller ? caller.auth : {}) },
        } as InjectOptions);
        actual[who] = res.statusCode;
      }
      expect(actual).toEqual(spec.expect);
    });
  }

  // The session is checked before anything the request carries: a visitor sending a malformed id, query and
  // body still gets 401 (and /compat its own error shape), so a refusal never describes a valid request.
  it('answers 401 before validating the request, on every route that refuses visitors', async () => {
    const refused = Object.entries(cases).filter(([, spec]) => spec.expect.visitor === 401);
    expect(refused.length).toBeGreaterThan(30);
    const answers: Record<string, unknown> = {};
    for (const [route] of refused) {
      const [method, pattern] = route.split(' ') as [InjectOptions['method'], string];
      const res = await ctx.app.inject({
        method,
        url: `${pattern.replace(/:\w+/g, 'not-an-id')}?page=-1&limit=x&userId=nobody`,
        remoteAddress: address(),
        headers: { 'accept-language': 'en' },
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { unexpected: [1, 2], Rating: 'many' } }),
      });
      const body = res.json();
      const answer = pattern.startsWith('/compat/')
        ? { status: res.statusCode, statusbar: body.statusbar, code: body.code, message: body.message }
        : { status: res.statusCode, code: body.error?.code, message: body.error?.message };
      answers[route] = answer;
    }
    for (const [route] of refused) {
      expect(answers[route], route).toEqual(
        route.split(' ')[1]!.startsWith('/compat/')
          ? { status: 401, statusbar: 'error', code: 'unauthorized', message: 'Please sign in first.' }
          : { status: 401, code: 'unauthorized', message: 'Please sign in first.' },
      );
    }
  });
});
