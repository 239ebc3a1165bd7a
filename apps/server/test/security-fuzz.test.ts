import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { localWriteVersion } from '../src/db/client.ts';
import { hashToken } from '../src/features/auth/session.ts';
import {
  appointments,
  cities,
  doctors,
  medicines,
  reviews as reviewsTable,
  sessions,
  specialties,
  users as usersTable,
  waitlistEntries,
  waitlistOffers,
} from '../src/db/schema/index.ts';
import { addDays } from '../src/features/booking/time-zone.ts';
import { refreshSearchCopy } from '../src/features/doctors/index.ts';
import { hashOfferToken } from '../src/features/waitlist/offer-freed-slots.ts';
import {
  asUrlText,
  databaseFingerprint,
  encodePart,
  fingerprintDiff,
  hostileValue,
  objectFor,
  operationsOf,
  rawPathSegments,
  valueFor,
  type Gen,
  type Operation,
  type Pools,
} from './support/security-fuzz.ts';
import { createTestDatabase } from './support/test-db.ts';
import { createTestUser, type TestUser } from './support/users.ts';

/**
 * Property-based requests to every operation of the published OpenAPI document (v1 and /compat), built from
 * its own schemas: path parameters, query strings, headers and JSON bodies that are mostly plausible (real
 * ids, enum values, valid dates) but carry hostile text, and sometimes hostile throughout (wrong types,
 * out of range, oversized, SQL and LIKE metacharacters, prototype keys, traversal, CRLF, NUL, bidi marks,
 * lone surrogates, combining marks, emoji). Sent as a visitor, a patient, a doctor and an admin so that
 * guarded handlers are reached. For every request: never a 5xx; and a refused request (4xx) changed no
 * stored row (see `databaseFingerprint` for the two things it leaves out, and why).
 *
 * Reproducible: FUZZ_SEED (printed) fixes every input; FUZZ_RUNS sets the runs per operation.
 */

const baseSeed = Number(process.env.FUZZ_SEED ?? 20_260_601);
const runs = Number(process.env.FUZZ_RUNS ?? 24);
console.log(`security fuzz: FUZZ_SEED=${baseSeed} FUZZ_RUNS=${runs}`);

// Built at collection time so that every operation of the document becomes its own test.
const database = await createTestDatabase();
// The patient holds two appointments with each of four doctors (the pools below), and fuzzed bookings should
// reach the booking code rather than stop at the per-patient limits (booking-limits.test.ts covers those).
const app: FastifyInstance = await buildApp(testConfig({ BOOKING_MAX_PER_DOCTOR: 100, BOOKING_MAX_UPCOMING: 100 }), {
  database,
});
// The underlying error of any 5xx, for the failure message (the response only says "internal").
let lastServerError: unknown = null;
app.addHook('onError', async (_req, _reply, error) => {
  lastServerError = error;
});
await app.ready();
// As a server process is once /readyz answers 200 (decision 049): its search copy held.
await refreshSearchCopy(app.db);
afterAll(async () => {
  await app.close();
  await database.close();
});

const document = (await app.inject('/api/v1/openapi.json')).json();
const operations = operationsOf(document);

type Role = 'visitor' | 'patient' | 'doctor' | 'admin';
// Most operations are a patient's or public; admin and doctor ones need their role to get past the guard.
const roleArbitrary = fc.constantFrom<Role>(
  'visitor',
  'patient',
  'patient',
  'patient',
  'doctor',
  'doctor',
  'admin',
  'admin',
);
const users = {} as Record<Exclude<Role, 'visitor'>, TestUser>;

const pools = await buildPools();

async function buildPools(): Promise<Pools> {
  const [unlinked] = await database.db.select({ id: doctors.id }).from(doctors).where(isNull(doctors.userId)).limit(1);
  users.patient = await createTestUser(database, { role: 'patient', name: 'Fuzz Patient' });
  users.admin = await createTestUser(database, { role: 'admin', name: 'Fuzz Admin' });
  users.doctor = await createTestUser(database, { role: 'doctor', doctorId: unlinked!.id, name: 'Fuzz Doctor' });
  const doctorIds = (await database.db.select({ id: doctors.id }).from(doctors).limit(4)).map((r) => r.id);
  const medicineIds = (await database.db.select({ id: medicines.id }).from(medicines).limit(3)).map((r) => r.id);
  const auth = users.patient.auth;

  // Things of the patient's to address: appointments, chats, a doctor application.
  const startsAt: string[] = [];
  const offerSlots: string[] = [];
  const appointmentIds: string[] = [];
  for (const doctorId of doctorIds) {
    const from = new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10);
    const slots = (await app.inject(`/api/v1/doctors/${doctorId}/slots?from=${from}&days=14`)).json().items as {
      startsAt: string;
    }[];
    startsAt.push(...slots.slice(2, 5).map((s) => s.startsAt));
    // Far from the others, for the waitlist's offers below: free when the offer is followed.
    offerSlots.push(slots[slots.length - 1]?.startsAt ?? '');
    for (const slot of slots.slice(0, 2)) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/appointments',
        headers: auth,
        payload: {
          doctorId,
          startsAt: slot.startsAt,
          patientName: 'Fuzz',
          phone: '01001234567',
          email: 'f@example.com',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      appointmentIds.push(res.json().id);
    }
  }
  // A telehealth visit of the patient with the fuzz doctor, open now, so the visit routes reach their handlers.
  const [visit] = await database.db
    .insert(appointments)
    .values({
      doctorId: unlinked!.id,
      userId: users.patient.user.id,
      startsAt: new Date(Date.now() - 5 * 60_000),
      endsAt: new Date(Date.now() + 25 * 60_000),
      patientName: 'Fuzz',
      phone: '+201001234567',
      email: 'f@example.com',
      visitType: 'telehealth',
    })
    .returning({ id: appointments.id });
  const chatIds: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await app.inject({ method: 'POST', url: '/api/v1/chat/sessions', headers: auth, payload: {} });
    chatIds.push(res.json().sessionId);
  }
  const applicationIds: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/doctor-applications',
      remoteAddress: `10.254.0.${i}`,
      payload: {
        firstName: 'Fuzz',
        lastName: 'Applicant',
        phone: '01012345678',
        specialty: 'dermatology',
        city: 'cairo',
        email: `fuzz.applicant.${i}@example.com`,
        password: 'a long enough password',
        gender: 'female',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    applicationIds.push(res.json().applicationId);
  }
  // The fuzz doctor's day: another patient's visit that has begun (to mark) and one to come (to cancel); never
  // the fuzz patient's, whose no-shows would make every booking ask for a mailed code.
  const other = await createTestUser(database, { role: 'patient', name: 'Fuzz Other' });
  const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  for (const [offset, status] of [
    [-5, 'booked'],
    [-30, 'attended'],
    [-55, 'no_show'],
    [30, 'booked'],
    [54, 'booked'],
  ] as const) {
    const [row] = await database.db
      .insert(appointments)
      .values({
        doctorId: unlinked!.id,
        userId: other.user.id,
        status,
        startsAt: new Date(hour + offset * 3_600_000),
        endsAt: new Date(hour + offset * 3_600_000 + 1_800_000),
        patientName: 'Fuzz Other',
        phone: '+201001234567',
        email: other.user.email,
        ...(status === 'booked' ? {} : { attendanceMarkedAt: new Date(hour + offset * 3_600_000) }),
      })
      .returning({ id: appointments.id });
    appointmentIds.push(row!.id);
  }
  // Waiting lists of the patient's, and offers made to them.
  const today = new Date().toISOString().slice(0, 10);
  const comingDates = [1, 3, 7, 13].map((d) => addDays(today, d));
  const waitlistIds: string[] = [];
  const offerTokens: string[] = [];
  for (const [i, doctorId] of doctorIds.slice(0, 3).entries()) {
    const [entry] = await database.db
      .insert(waitlistEntries)
      .values({ doctorId, userId: users.patient.user.id, fromDate: addDays(today, 1), toDate: addDays(today, 14) })
      .returning({ id: waitlistEntries.id });
    const token = randomBytes(32).toString('base64url');
    await database.db.insert(waitlistOffers).values({
      entryId: entry!.id,
      doctorId,
      userId: users.patient.user.id,
      startsAt: new Date(offerSlots[i]!),
      tokenHash: hashOfferToken(token),
    });
    offerTokens.push(token);
  }
  // Entries to leave by id, apart from the offers' (leaving those would void every offer before it is followed).
  for (const doctorId of [doctorIds[3]!, unlinked!.id]) {
    const [entry] = await database.db
      .insert(waitlistEntries)
      .values({ doctorId, userId: users.patient.user.id, fromDate: addDays(today, 1), toDate: addDays(today, 2) })
      .returning({ id: waitlistEntries.id });
    waitlistIds.push(entry!.id);
  }
  const specialtySlugs = (await database.db.select({ slug: specialties.slug }).from(specialties).limit(3)).map(
    (r) => r.slug,
  );
  const citySlugs = (await database.db.select({ slug: cities.slug }).from(cities).limit(3)).map((r) => r.slug);
  const named = await database.db.select({ nameAr: doctors.nameAr, nameEn: doctors.nameEn }).from(doctors).limit(4);
  const cityNames = await database.db.select({ nameAr: cities.nameAr, nameEn: cities.nameEn }).from(cities).limit(3);
  return {
    doctorIds: [...doctorIds, users.doctor.user.doctorId!, '00000000-0000-0000-0000-000000000000'],
    medicineIds,
    appointmentIds,
    visitIds: [visit!.id, visit!.id, visit!.id, appointmentIds[0]!],
    chatIds,
    applicationIds,
    reviewIds: (
      await database.db
        .insert(reviewsTable)
        .values(
          doctorIds
            .slice(0, 2)
            .map((doctorId) => ({ doctorId, userId: users.patient.user.id, rating: 3, title: 'Fuzz' })),
        )
        .returning({ id: reviewsTable.id })
    ).map((r) => r.id),
    userIds: [users.patient.user.id, users.doctor.user.id, users.admin.user.id],
    emails: [users.patient.user.email, users.admin.user.email],
    slugs: [...specialtySlugs, ...citySlugs, 'Cairo', 'Dermatology', 'القاهرة'],
    startsAt: startsAt.length ? startsAt : ['2099-01-01T10:00:00Z'],
    doctorNames: named.flatMap((r) => [r.nameEn, r.nameAr, r.nameEn.split(' ')[0]!]),
    places: cityNames.flatMap((r) => [r.nameEn, r.nameAr]),
    waitlistIds,
    offerTokens,
    photoFiles: [`${'a'.repeat(32)}-480.webp`],
    comingDates,
  };
}

/**
 * A logout ends a fuzz user's session: give the same user a new one between operations. The admin routes may
 * have disabled, demoted or suspended them: undo that too, so every operation is tried by every role.
 */
async function renewSessions() {
  await database.db.update(usersTable).set({ disabledAt: null }).where(inArray(usersTable.id, pools.userIds));
  for (const role of ['patient', 'admin'] as const) {
    await database.db.update(usersTable).set({ role }).where(eq(usersTable.id, users[role].user.id));
  }
  await database.db
    .update(doctors)
    .set({ suspendedAt: null, suspensionReason: null })
    .where(inArray(doctors.id, pools.doctorIds));
  for (const role of ['patient', 'doctor', 'admin'] as const) {
    const user = users[role];
    const [live] = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(user.token)));
    if (live) continue;
    const token = randomBytes(32).toString('base64url');
    await database.db
      .insert(sessions)
      .values({ userId: user.user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 24 * 3600_000) });
    users[role] = { ...user, token, auth: { authorization: `Bearer ${token}` } };
  }
  // A fuzzed profile change may have given them another e-mail: address them by the current one.
  const rows = await database.db
    .select({ email: usersTable.email })
    .from(usersTable)
    .where(inArray(usersTable.id, pools.userIds));
  pools.emails = rows.map((r) => r.email);
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const headerSafe = (s: string) => s.replace(/[^\t\x20-\x7e]/g, '?');

function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  // Half the requests fit the schemas (and reach the handlers), half are hostile throughout.
  return fc.oneof(
    requestIn(op, { pools, path: op.path, plausible: true }),
    requestIn(op, { pools, path: op.path, plausible: false }),
  );
}

function requestIn(op: Operation, g: Gen): fc.Arbitrary<FuzzRequest> {
  const pathNames = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const pathValues = fc.tuple(
    ...pathNames.map((name) => {
      const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
      const value = valueFor(schema, name, g).map((v) => encodePart(asUrlText(v)));
      return g.plausible
        ? value
        : fc.oneof({ weight: 3, arbitrary: value }, { weight: 1, arbitrary: fc.constantFrom(...rawPathSegments) });
    }),
  );
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const query = fc.tuple(
    fc.tuple(
      ...queryParams.map((p) =>
        fc.tuple(fc.constant(p.name), fc.integer({ min: 0, max: 9 }), valueFor(p.schema, p.name, g), hostileValue),
      ),
    ),
    fc.array(
      fc.tuple(
        fc.constantFrom('lang', '__proto__[polluted]', 'constructor[prototype][polluted]', 'a[]', '%00', 'q'),
        hostileValue,
      ),
      { maxLength: g.plausible ? 0 : 2 },
    ),
  );
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const headers = fc.tuple(
    fc.tuple(...headerParams.map((p) => fc.tuple(fc.constant(p.name), fc.boolean(), valueFor(p.schema, p.name, g)))),
    fc.constantFrom('ar', 'en', 'en-US,en;q=0.9', '*', 'xx', 'ar;q=abc', ''),
  );
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(op.method);
  const body: fc.Arbitrary<unknown> = op.body
    ? g.plausible
      ? objectFor(op.body, g)
      : fc.oneof({ weight: 4, arbitrary: objectFor(op.body, g) }, { weight: 1, arbitrary: hostileValue })
    : hasBody
      ? fc.option(hostileValue, { freq: 2 })
      : fc.constant(undefined);

  return fc
    .tuple(pathValues, query, headers, body)
    .map(([pathParts, [declared, extra], [headerValues, lang], payload]) => {
      let i = 0;
      const path = op.path.replace(/\{\w+\}/g, () => pathParts[i++]!);
      const pairs: string[] = [];
      for (const [name, dice, value, other] of declared) {
        if (dice < 4) continue; // left out
        pairs.push(`${encodePart(name)}=${encodePart(asUrlText(value))}`);
        if (dice === 9 && !g.plausible) pairs.push(`${encodePart(name)}=${encodePart(asUrlText(other))}`); // repeated: an array
      }
      for (const [name, value] of extra) pairs.push(`${name}=${encodePart(asUrlText(value))}`);
      const out: FuzzRequest = {
        method: op.method,
        url: pairs.length ? `${path}?${pairs.join('&')}` : path,
        headers: { 'accept-language': lang },
      };
      for (const [name, present, value] of headerValues) if (present) out.headers[name] = headerSafe(asUrlText(value));
      if (payload !== undefined) {
        out.payload = JSON.stringify(payload);
        out.headers['content-type'] = 'application/json';
      }
      return out;
    });
}

/** The state of the database as last fingerprinted, and the embedded database's write counter then. */
let known: { fingerprint: Map<string, string>; writes: number | null } | null = null;

async function fingerprintNow() {
  const writes = localWriteVersion(database.db);
  return { fingerprint: await databaseFingerprint(database), writes };
}

/** Still the current state: on the embedded database, nothing was written since; on PostgreSQL, unknowable. */
function stillKnown(): boolean {
  return known !== null && known.writes !== null && known.writes === localWriteVersion(database.db);
}

let addressCounter = 0;
const nextAddress = () => {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

function seedFor(op: Operation): number {
  return (baseSeed ^ createHash('sha256').update(`${op.method} ${op.path}`).digest().readInt32BE(0)) | 0;
}

const describeRequest = (r: FuzzRequest, role: Role) =>
  `${role} ${r.method} ${r.url.slice(0, 300)} headers=${JSON.stringify(r.headers)} body=${(r.payload ?? '').slice(0, 300)}`;

const summary: string[] = [];
afterAll(() => {
  console.log(`security fuzz, per operation (2xx/3xx/4xx):\n${summary.join('\n')}`);
});

describe(`fuzzing every operation of the OpenAPI document (FUZZ_SEED=${baseSeed})`, () => {
  it('the document covers every v1 and compat route', () => {
    const documented = new Set(operations.map((o) => `${o.method} ${o.path.replace(/\{(\w+)\}/g, ':$1')}`));
    const routes = app.routeTable
      .filter((r) => (r.url.startsWith('/api/v1/') || r.url.startsWith('/compat/')) && r.method !== 'OPTIONS')
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => r !== 'GET /api/v1/openapi.json');
    expect(routes.filter((r) => !documented.has(r))).toEqual([]);
    expect(operations.length).toBeGreaterThan(80);
  });

  for (const op of operations) {
    it(`${op.method} ${op.path}`, async () => {
      const counts = { ok: 0, redirect: 0, refused: 0 };
      await renewSessions();
      known = null;
      await fc.assert(
        fc.asyncProperty(requestFor(op), roleArbitrary, async (request, role) => {
          if (!stillKnown()) known = await fingerprintNow();
          lastServerError = null;
          const res = await app.inject({
            ...request,
            headers: { ...request.headers, ...(role === 'visitor' ? {} : users[role].auth) },
            remoteAddress: nextAddress(),
          } as InjectOptions);
          const status = res.statusCode;
          if (status >= 500) {
            throw new Error(
              `${status} for ${describeRequest(request, role)}\n${res.body.slice(0, 300)}\n${String(
                (lastServerError as Error | null)?.stack ?? lastServerError,
              )}`,
            );
          }
          if (status < 300) counts.ok++;
          else if (status < 400) counts.redirect++;
          else {
            counts.refused++;
            if (process.env.FUZZ_DEBUG)
              console.log(status, describeRequest(request, role).slice(0, 400), res.body.slice(0, 300));
            if (op.path.startsWith('/api/v1/')) {
              const error = res.json().error;
              expect(typeof error?.code === 'string' && typeof error?.message === 'string', res.body).toBe(true);
            }
            if (!stillKnown()) {
              const after = await fingerprintNow();
              const changed = fingerprintDiff(known!.fingerprint, after.fingerprint);
              if (changed.length) {
                throw new Error(`${status} changed ${changed.join(', ')}: ${describeRequest(request, role)}`);
              }
              known = after;
            }
            return;
          }
          // A success may change things; the next request starts from a new fingerprint.
          if (!stillKnown()) known = null;
        }),
        { seed: seedFor(op), numRuns: runs, endOnFailure: true },
      );
      summary.push(`  ${op.method} ${op.path}: ${counts.ok}/${counts.redirect}/${counts.refused}`);
    });
  }

  it('left no prototype polluted', () => {
    for (const proto of [Object.prototype, Array.prototype, Function.prototype]) {
      expect(Object.keys(proto)).toEqual([]);
      expect((proto as Record<string, unknown>).polluted).toBeUndefined();
    }
  });
});
