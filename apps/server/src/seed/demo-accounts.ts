import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appointments, doctors, doctorWeeklyHours, reviews, users } from '../db/schema/index.ts';
import { hashPassword } from '../features/auth/index.ts';

/**
 * Sign-in details of the demo accounts (README "Demo accounts"). Demo data only: a database seeded without
 * demo data gets none of these. The admin's password is never fixed: see `seedDemoAdmin`.
 */
export const DEMO_PATIENT = { email: 'patient@demo.tabib.example', password: 'demo patient passphrase' };
export const DEMO_DOCTOR = { email: 'doctor@demo.tabib.example', password: 'demo doctor passphrase' };
export const DEMO_ADMIN_EMAIL = 'admin@demo.tabib.example';
/** Where the first start writes the generated admin password (mode 0600). */
export const DEMO_ADMIN_FILE = 'demo-admin-password.txt';

/** Doctors (the first by seed order) that get reviewed visits; the rest of a large seed has none. */
const REVIEWED_DOCTORS = 300;
const REVIEWERS = 40;

// A small deterministic generator: the same demo every time.
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REVIEWER_NAMES = [
  'منى عادل',
  'أحمد سمير',
  'سلمى حسن',
  'كريم مصطفى',
  'نورا إبراهيم',
  'محمود فتحي',
  'هبة علي',
  'يوسف طارق',
  'دينا شريف',
  'عمر خالد',
  'Mariam Nabil',
  'Omar Farouk',
  'Sara Adel',
  'Hany Saad',
  'Laila Mostafa',
  'Tamer Hosny',
  'Rania Youssef',
  'Khaled Emad',
  'Nour Hamdy',
  'Aya Samir',
];

/** Rating -> [language, title, text] choices, written as patients write them. */
const REVIEW_TEXTS: Record<number, [string, string, string][]> = {
  5: [
    ['ar', 'دكتور ممتاز', 'شرح الحالة بالتفصيل وكان صبوراً جداً مع أسئلتي. العيادة نظيفة والمواعيد مضبوطة.'],
    ['ar', 'أنصح به بشدة', 'تشخيص دقيق من أول زيارة، والعلاج جاب نتيجة خلال أيام.'],
    ['ar', 'قمة الاحترام', 'استقبال محترم وانتظار قليل، والدكتور سمعني للآخر.'],
    ['en', 'Excellent doctor', 'Listened carefully, explained everything and did not rush. Seen on time.'],
    ['en', 'Highly recommended', 'Clear diagnosis on the first visit and a treatment plan that worked.'],
  ],
  4: [
    ['ar', 'تجربة جيدة', 'الدكتور شاطر ومتفهم، بس الانتظار في العيادة كان طويل شوية.'],
    ['ar', 'كويس جداً', 'شرح مفيد وعلاج مناسب، والسعر معقول.'],
    ['en', 'Good visit', 'Knowledgeable and kind. The clinic was busy, so I waited about half an hour.'],
    ['en', 'Very helpful', 'Answered all my questions; follow-up was easy to book.'],
  ],
  3: [
    ['ar', 'متوسط', 'الكشف كان سريع ومحستش إن الدكتور أخد وقته، لكن العلاج نفع.'],
    ['en', 'Okay', 'The treatment helped, but the visit felt rushed.'],
  ],
  2: [
    ['ar', 'انتظار طويل', 'استنيت أكتر من ساعة بعد ميعادي، والكشف نفسه كان دقايق.'],
    ['en', 'Long wait', 'Waited over an hour past my time and the visit was very short.'],
  ],
  1: [
    ['ar', 'غير راضٍ', 'لم يشرح لي شيئاً عن حالتي ولم يرد على أسئلتي.'],
    ['en', 'Disappointed', 'Did not explain the diagnosis and seemed uninterested.'],
  ],
};

function pickRating(r: () => number): number {
  const x = r();
  return x < 0.46 ? 5 : x < 0.76 ? 4 : x < 0.9 ? 3 : x < 0.96 ? 2 : 1;
}

/**
 * The demo people, on the first start with demo data: a patient and a doctor to sign in as (the doctor runs
 * the first demo profile: weekly hours, telehealth on), and reviews with real past visits behind them for
 * the first demo doctors, so ratings, the "verified visit" badge and "highest rated" show real behaviour.
 * Idempotent by address: a second run adds nothing.
 */
export async function seedDemoPeople(db: Db): Promise<{ reviews: number }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PATIENT.email));
  if (existing) return { reviews: 0 };
  const profiles = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(isNotNull(doctors.seedKey))
    .orderBy(asc(doctors.seedKey))
    .limit(REVIEWED_DOCTORS);
  const first = profiles[0];
  if (!first) return { reviews: 0 };
  const now = Date.now();
  const verified = new Date(now);

  const patient = await insertUser(db, {
    name: 'سلمى حسن',
    email: DEMO_PATIENT.email,
    phone: '+201001234567',
    birthDate: '1994-06-12',
    gender: 'female',
    role: 'patient',
    passwordHash: await hashPassword(DEMO_PATIENT.password),
    emailVerifiedAt: verified,
  });
  const doctorUser = await insertUser(db, {
    name: 'Demo Doctor',
    email: DEMO_DOCTOR.email,
    phone: '+201112345678',
    birthDate: '1980-03-02',
    gender: 'female',
    role: 'doctor',
    passwordHash: await hashPassword(DEMO_DOCTOR.password),
    emailVerifiedAt: verified,
  });
  await db.update(doctors).set({ userId: doctorUser, telehealth: true }).where(eq(doctors.id, first.id));
  const [hours] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(doctorWeeklyHours)
    .where(eq(doctorWeeklyHours.doctorId, first.id));
  if ((hours?.n ?? 0) === 0) {
    await db
      .insert(doctorWeeklyHours)
      .values([0, 1, 2, 3, 4].map((weekday) => ({ doctorId: first.id, weekday, startsAt: '10:00', endsAt: '16:00' })));
  }

  // Reviewers: demo patients without a password (nobody signs in as them).
  const reviewers: string[] = [];
  for (let i = 0; i < REVIEWERS; i++) {
    reviewers.push(
      await insertUser(db, {
        name: REVIEWER_NAMES[i % REVIEWER_NAMES.length]!,
        email: `reviewer.${i + 1}@demo.tabib.example`,
        phone: '',
        role: 'patient',
        passwordHash: null,
        emailVerifiedAt: verified,
      }),
    );
  }

  const random = rng(38);
  const visitRows: (typeof appointments.$inferInsert)[] = [];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  const hour = 3_600_000;
  const today = Math.floor(now / (24 * hour)) * 24 * hour;
  profiles.forEach((profile, index) => {
    // About two in three doctors have reviews; the demo doctor always has some, from the demo patient too.
    const count = index === 0 ? 8 : random() < 0.35 ? 0 : 1 + Math.floor(random() * 9);
    const authors =
      index === 0 ? [patient, ...reviewers.slice(0, count - 1)] : shuffle(reviewers, random).slice(0, count);
    authors.forEach((userId, k) => {
      // Each visit of one doctor on a day of its own in the last 120 days, at 10:00 Cairo (08:00 UTC).
      const start = new Date(today - (3 + k * 11 + Math.floor(random() * 10)) * 24 * hour + 8 * hour);
      visitRows.push({
        doctorId: profile.id,
        userId,
        startsAt: start,
        endsAt: new Date(start.getTime() + 20 * 60_000),
        patientName: userId === patient ? 'سلمى حسن' : 'Demo patient',
        phone: '+201001234567',
        email: 'visits@demo.tabib.example',
        visitType: 'clinic',
        language: 'ar',
        // Past visits the doctor marked attended: what makes their reviews "verified" (decision 035).
        status: 'attended',
        attendanceMarkedAt: new Date(start.getTime() + 30 * 60_000),
        reminderSentAt: start,
        createdAt: new Date(start.getTime() - 5 * 24 * hour),
      });
      const rating = pickRating(random);
      const choices = REVIEW_TEXTS[rating]!;
      const [language, title, body] = choices[Math.floor(random() * choices.length)]!;
      reviewRows.push({
        doctorId: profile.id,
        userId,
        rating,
        title,
        body,
        verified: true,
        language,
        createdAt: new Date(start.getTime() + (1 + Math.floor(random() * 48)) * hour),
      });
    });
  });
  // One statement each: the rating trigger runs per statement, and the search copy follows the doctors' rows.
  await db.transaction(async (tx) => {
    for (let i = 0; i < visitRows.length; i += 1000) await tx.insert(appointments).values(visitRows.slice(i, i + 1000));
    for (let i = 0; i < reviewRows.length; i += 1000) await tx.insert(reviews).values(reviewRows.slice(i, i + 1000));
  });
  return { reviews: reviewRows.length };
}

/**
 * With demo data and no ADMIN_EMAIL, the first start makes an admin with a random password, printed once
 * to the log and written to DATA_DIR/demo-admin-password.txt, readable by its owner only. Never a fixed
 * password: a demo that ends up reachable must not have a known admin sign-in. Null when one exists already.
 */
export async function seedDemoAdmin(
  db: Db,
  dataDir: string,
): Promise<{ email: string; password: string; file: string } | null> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, DEMO_ADMIN_EMAIL)));
  if (existing) return null;
  const password = randomBytes(18).toString('base64url');
  await insertUser(db, {
    name: 'Demo Admin',
    email: DEMO_ADMIN_EMAIL,
    phone: '',
    role: 'admin',
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
  });
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, DEMO_ADMIN_FILE);
  await fs.writeFile(file, `Tabib demo admin\nemail: ${DEMO_ADMIN_EMAIL}\npassword: ${password}\n`, { mode: 0o600 });
  // writeFile's mode applies only to a new file: make sure of it either way.
  await fs.chmod(file, 0o600);
  return { email: DEMO_ADMIN_EMAIL, password, file };
}

async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
