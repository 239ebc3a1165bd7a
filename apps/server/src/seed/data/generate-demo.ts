/**
 * Deterministic generator of demo doctors. Doctor k draws all of its randomness from its own PRNG,
 * seeded from (seed, k), so it is the same person whatever the requested count: the seeder can top a
 * database up from 1,000 to 100,000 doctors without rewriting the first thousand.
 */
import { CITIES, INSURERS, SPECIALTIES, type Area, type City, type Specialty } from './catalogue.ts';
import {
  FAMILY_NAMES,
  FEMALE_FIRST_NAMES,
  MALE_FIRST_NAMES,
  OLDER_NAMES,
  RECENT_NAMES,
  type PersonName,
} from './names.ts';
import {
  AREA_STREETS,
  COMMON_STREETS,
  LOCAL_UNIVERSITIES,
  NATIONAL_UNIVERSITIES,
  type Street,
  type University,
} from './places.ts';

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface WeeklyHours {
  /** 0 = Sunday ... 6 = Saturday, as in Date#getDay. */
  weekday: Weekday;
  /** 'HH:MM', clinic local time. */
  start: string;
  end: string;
}

export interface SeedClinic {
  nameEn: string;
  nameAr: string;
  addressEn: string;
  addressAr: string;
  phone: string;
}

export interface SeedDoctor {
  key: number;
  nameEn: string;
  nameAr: string;
  gender: 'male' | 'female';
  titleEn: string;
  titleAr: string;
  specialtySlug: string;
  citySlug: string;
  areaSlug: string;
  clinic: SeedClinic;
  fee: number;
  phone: string;
  bioEn: string;
  bioAr: string;
  yearsOfExperience: number;
  telehealth: boolean;
  slotMinutes: 15 | 20 | 30;
  weeklyHours: WeeklyHours[];
  insurerSlugs: string[];
}

export const DEFAULT_SEED = 20_240_611;

export const MIN_FEE = 150;
export const MAX_FEE = 1500;

export interface Title {
  en: 'Lecturer' | 'Specialist' | 'Consultant' | 'Professor';
  arMale: string;
  /** Egyptian faculties keep "مدرس" for women too; "مدرسة" would read as "school". */
  arFemale: string;
  /** How the title joins the field in English: "Consultant in Cardiology", "Professor of Cardiology". */
  preposition: 'in' | 'of';
  academic: boolean;
  weight: number;
  minYears: number;
  maxYears: number;
  baseFee: number;
}

export const TITLES: readonly Title[] = [
  {
    en: 'Specialist',
    arMale: 'أخصائي',
    arFemale: 'أخصائية',
    preposition: 'in',
    academic: false,
    weight: 40,
    minYears: 3,
    maxYears: 12,
    baseFee: 300,
  },
  {
    en: 'Lecturer',
    arMale: 'مدرس',
    arFemale: 'مدرس',
    preposition: 'of',
    academic: true,
    weight: 15,
    minYears: 8,
    maxYears: 16,
    baseFee: 400,
  },
  {
    en: 'Consultant',
    arMale: 'استشاري',
    arFemale: 'استشارية',
    preposition: 'in',
    academic: false,
    weight: 30,
    minYears: 12,
    maxYears: 30,
    baseFee: 500,
  },
  {
    en: 'Professor',
    arMale: 'أستاذ',
    arFemale: 'أستاذة',
    preposition: 'of',
    academic: true,
    weight: 15,
    minYears: 20,
    maxYears: 40,
    baseFee: 750,
  },
];

// ---------------------------------------------------------------------------------------------
// Randomness

type Rng = () => number;

function mulberry32(state: number): Rng {
  let a = state | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** murmur3's finaliser: neighbouring keys must not give correlated mulberry32 streams. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function doctorRng(seed: number, key: number): Rng {
  return mulberry32(fmix32(fmix32(seed >>> 0) ^ Math.imul(key + 1, 0x9e3779b1)));
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Index ${index} out of range 0..${items.length - 1}`);
  return item;
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  return at(items, Math.floor(rng() * items.length));
}

function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

function chance(rng: Rng, p: number): boolean {
  return rng() < p;
}

class Weighted<T> {
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(
    readonly items: readonly T[],
    weight: (item: T, index: number) => number,
  ) {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    items.forEach((item, i) => {
      sum += weight(item, i);
      this.cumulative[i] = sum;
    });
    this.total = sum;
  }

  pick(rng: Rng): T {
    const r = rng() * this.total;
    let lo = 0;
    let hi = this.items.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] ?? 0) > r) hi = mid;
      else lo = mid + 1;
    }
    return at(this.items, lo);
  }
}

// ---------------------------------------------------------------------------------------------
// Distributions

/** Rough share of the private-clinic market: Greater Cairo and Alexandria dominate. */
const CITY_WEIGHTS: Readonly<Record<string, number>> = {
  cairo: 30,
  giza: 18,
  alexandria: 13,
  dakahlia: 5,
  qalyubia: 4,
  sharqia: 4,
  gharbia: 4,
  monufia: 2.5,
  beheira: 2.5,
  asyut: 2,
  minya: 2,
  sohag: 1.5,
  'kafr-el-sheikh': 1.5,
  ismailia: 1.5,
  'port-said': 1.5,
  suez: 1.2,
  damietta: 1.2,
  faiyum: 1.2,
  'beni-suef': 1.2,
  qena: 1,
  luxor: 1,
  aswan: 1,
  'red-sea': 0.8,
};

/** Consultation fees follow purchasing power, so provincial clinics charge noticeably less. */
const CITY_FEE_FACTOR: Readonly<Record<string, number>> = {
  cairo: 1,
  giza: 1,
  alexandria: 0.95,
  'red-sea': 0.9,
  ismailia: 0.8,
  'port-said': 0.8,
  suez: 0.8,
  dakahlia: 0.8,
  gharbia: 0.8,
  qalyubia: 0.8,
  sharqia: 0.8,
  damietta: 0.8,
  monufia: 0.75,
  beheira: 0.75,
  'kafr-el-sheikh': 0.75,
};
const DEFAULT_CITY_FEE_FACTOR = 0.7;

const AREA_FEE_FACTOR: Readonly<Record<string, number>> = {
  zamalek: 1.35,
  'new-cairo': 1.3,
  'sheikh-zayed': 1.3,
  maadi: 1.25,
  mohandessin: 1.25,
  heliopolis: 1.2,
  smouha: 1.2,
  dokki: 1.1,
  'nasr-city': 1.1,
  '6th-of-october': 1.1,
  roushdy: 1.1,
  sporting: 1.1,
  'el-manial': 1.05,
  imbaba: 0.85,
  faisal: 0.85,
  'el-omraniya': 0.85,
  'ain-shams': 0.85,
  helwan: 0.85,
  agami: 0.85,
};

const SPECIALTY_FEE_FACTOR: Readonly<Record<string, number>> = {
  'plastic-surgery': 1.3,
  neurosurgery: 1.25,
  psychiatry: 1.2,
  oncology: 1.15,
  'vascular-surgery': 1.15,
  cardiology: 1.15,
  andrology: 1.1,
  'obstetrics-gynecology': 1.05,
  dermatology: 1.05,
  dentistry: 0.9,
  pediatrics: 0.95,
  'internal-medicine': 0.9,
  nutrition: 0.9,
  physiotherapy: 0.8,
  'family-medicine': 0.7,
};

/** Share of women among practitioners; surgery-heavy fields in Egypt remain overwhelmingly male. */
const FEMALE_SHARE: Readonly<Record<string, number>> = {
  andrology: 0.03,
  urology: 0.08,
  neurosurgery: 0.08,
  'vascular-surgery': 0.1,
  orthopedics: 0.1,
  'general-surgery': 0.15,
  cardiology: 0.25,
  'obstetrics-gynecology': 0.55,
  dermatology: 0.6,
  pediatrics: 0.5,
  dentistry: 0.5,
  nutrition: 0.75,
  'family-medicine': 0.55,
  physiotherapy: 0.5,
};
const DEFAULT_FEMALE_SHARE = 0.42;

const TELEHEALTH_SHARE: Readonly<Record<string, number>> = {
  psychiatry: 0.75,
  nutrition: 0.75,
  dermatology: 0.5,
  endocrinology: 0.5,
  'family-medicine': 0.5,
  'internal-medicine': 0.45,
  'allergy-immunology': 0.45,
  pediatrics: 0.4,
  orthopedics: 0.15,
  'general-surgery': 0.15,
  neurosurgery: 0.15,
  'plastic-surgery': 0.2,
  'vascular-surgery': 0.15,
  dentistry: 0.05,
  physiotherapy: 0.1,
};
const DEFAULT_TELEHEALTH_SHARE = 0.35;

/** Visits that are mostly talking or procedures need longer slots than a quick examination. */
const LONG_SLOT_SPECIALTIES = new Set(['psychiatry', 'dentistry', 'physiotherapy', 'nutrition']);

/** Dentists and physiotherapists often run one long afternoon session instead of an evening clinic. */
const LONG_SESSION_SPECIALTIES = new Set(['dentistry', 'physiotherapy']);

const SPECIALTY_TABLE = new Weighted(SPECIALTIES, (s) => 1 / Math.pow(s.popularityRank, 0.6));
const CITY_TABLE = new Weighted(CITIES, (c) => CITY_WEIGHTS[c.slug] ?? 1);
const AREA_TABLES: ReadonlyMap<string, Weighted<Area>> = new Map(
  CITIES.map((c) => [c.slug, new Weighted(c.areas, (_, i) => 1 / Math.sqrt(i + 1))]),
);
const TITLE_TABLE = new Weighted(TITLES, (t) => t.weight);
const INSURER_WEIGHT = { private: 3, tpa: 2, public: 0.6 } as const;

type Faith = 'muslim' | 'christian';

function namePools(names: readonly PersonName[]): Record<Faith, { own: PersonName[]; shared: PersonName[] }> {
  return {
    muslim: {
      own: names.filter((n) => n.usage === 'muslim'),
      shared: names.filter((n) => n.usage === 'shared'),
    },
    christian: {
      own: names.filter((n) => n.usage === 'christian'),
      shared: names.filter((n) => n.usage === 'shared'),
    },
  };
}

const MALE_POOLS = namePools(MALE_FIRST_NAMES);
const FEMALE_POOLS = namePools(FEMALE_FIRST_NAMES);
const FAMILY_POOLS = namePools(FAMILY_NAMES);

/** Probability of drawing a name specific to the community rather than a shared one. */
const OWN_NAME_SHARE: Readonly<Record<Faith, { first: number; father: number; family: number }>> = {
  muslim: { first: 0.6, father: 0.6, family: 0.55 },
  christian: { first: 0.6, father: 0.5, family: 0.4 },
};

const CHRISTIAN_SHARE = 0.1;

// ---------------------------------------------------------------------------------------------
// Text helpers

const ORDINALS_EN = ['ground', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'];
const ORDINALS_AR = ['الأرضي', 'الأول', 'الثاني', 'الثالث', 'الرابع', 'الخامس', 'السادس', 'السابع', 'الثامن', 'التاسع'];

const CLINIC_BRANDS: readonly { en: string; ar: string }[] = [
  { en: 'Al-Shifa', ar: 'الشفاء' },
  { en: 'Al-Salam', ar: 'السلام' },
  { en: 'Al-Nour', ar: 'النور' },
  { en: 'Al-Hayah', ar: 'الحياة' },
  { en: 'Al-Rahma', ar: 'الرحمة' },
  { en: 'Al-Amal', ar: 'الأمل' },
  { en: 'Al-Safwa', ar: 'الصفوة' },
  { en: 'Al-Hekma', ar: 'الحكمة' },
  { en: 'Al-Andalus', ar: 'الأندلس' },
  { en: 'Al-Rawda', ar: 'الروضة' },
  { en: 'Al-Mostaqbal', ar: 'المستقبل' },
  { en: 'Al-Zahraa', ar: 'الزهراء' },
  { en: 'Nile', ar: 'النيل' },
  { en: 'Al-Yasmin', ar: 'الياسمين' },
];

/** English centre names use the adjective where one exists: "Dental Center", not "Dentistry Center". */
const CENTER_LABEL_EN: Readonly<Record<string, string>> = {
  dentistry: 'Dental',
  ophthalmology: 'Eye',
  ent: 'ENT',
  physiotherapy: 'Physiotherapy',
  nutrition: 'Nutrition',
};

/** Arabic verbs and pronouns agree with the doctor's gender. */
const WORDS = {
  male: {
    practises: 'يمارس',
    supervised: 'أشرف',
    holds: 'حاصل',
    graduated: 'تخرج',
    trained: 'تدرب',
    worked: 'عمل',
    isInterested: 'يهتم',
    has: 'له',
    interests: 'اهتماماته',
    his: 'His',
  },
  female: {
    practises: 'تمارس',
    supervised: 'أشرفت',
    holds: 'حاصلة',
    graduated: 'تخرجت',
    trained: 'تدربت',
    worked: 'عملت',
    isInterested: 'تهتم',
    has: 'لها',
    interests: 'اهتماماتها',
    his: 'Her',
  },
} as const;

/** Arabic "for/of" prefix: لِ + ال contracts to لل. */
function withLam(word: string): string {
  return word.startsWith('ال') ? `لل${word.slice(2)}` : `ل${word}`;
}

/** Arabic "with/in" prefix, written attached to the following word. */
function withBa(word: string): string {
  return `ب${word}`;
}

/** Arabic counted noun: 3–10 take the plural سنوات, 11 and above the accusative singular عامًا. */
function yearsAr(n: number): string {
  return n <= 10 ? `${n} سنوات` : `${n} عامًا`;
}

/** Items such as "acne and acne scars" contain "and" themselves, so the list always uses a serial comma. */
function listEn(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2)
    return items.some((i) => i.includes(' and ')) ? items.join(', as well as ') : items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

function listAr(items: readonly string[]): string {
  return items.map((item, i) => (i === 0 ? item : `و${item}`)).join('، ');
}

function hhmm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h < 10 ? '0' : ''}${h}:${m < 10 ? '0' : ''}${m}`;
}

function digits(rng: Rng, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += Math.floor(rng() * 10);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Parts of a doctor

const MOBILE_PREFIXES = new Weighted(
  [
    { prefix: '10', weight: 40 },
    { prefix: '11', weight: 25 },
    { prefix: '12', weight: 25 },
    { prefix: '15', weight: 10 },
  ],
  (p) => p.weight,
);

function mobilePhone(rng: Rng): string {
  return `+20${MOBILE_PREFIXES.pick(rng).prefix}${digits(rng, 8)}`;
}

/** Cairo and Giza numbers have 8 local digits; every other code has 7. */
function landline(rng: Rng, city: City): string {
  const length = city.areaCode === '2' ? 8 : 7;
  return `+20${city.areaCode}${int(rng, 2, 9)}${digits(rng, length - 1)}`;
}

type NamePools = ReturnType<typeof namePools>;

function drawName(rng: Rng, pools: NamePools, faith: Faith, ownShare: number): PersonName {
  const pool = pools[faith];
  return pick(rng, chance(rng, ownShare) ? pool.own : pool.shared);
}

function fitsAge(name: PersonName, years: number): boolean {
  if (years > 15 && RECENT_NAMES.has(name.en)) return false;
  if (years < 10 && OLDER_NAMES.has(name.en)) return false;
  return true;
}

function fullName(rng: Rng, gender: 'male' | 'female', faith: Faith, years: number) {
  const share = OWN_NAME_SHARE[faith];
  const firstPools = gender === 'male' ? MALE_POOLS : FEMALE_POOLS;
  let first = drawName(rng, firstPools, faith, share.first);
  for (let tries = 0; tries < 8 && !fitsAge(first, years); tries++) {
    first = drawName(rng, firstPools, faith, share.first);
  }
  let father = drawName(rng, MALE_POOLS, faith, share.father);
  let family = drawName(rng, FAMILY_POOLS, faith, share.family);
  // "Marco Girgis Girgis" happens in real life but reads like a bug in a demo.
  for (let tries = 0; tries < 8 && family.ar === father.ar; tries++) {
    family = drawName(rng, FAMILY_POOLS, faith, share.family);
  }
  // "Mohamed Mohammed" would be one name spelt two ways; a family writes it the same way throughout.
  if (father.ar === first.ar) father = first;
  return {
    first,
    family,
    nameEn: `${first.en} ${father.en} ${family.en}`,
    nameAr: `${first.ar} ${father.ar} ${family.ar}`,
  };
}

function pickDays(rng: Rng): Weekday[] {
  const satToThu: Weekday[] = [6, 0, 1, 2, 3, 4];
  const roll = rng();
  if (roll < 0.5) return satToThu;
  if (roll < 0.72) return chance(rng, 0.5) ? [6, 1, 3] : [0, 2, 4];
  const keep = roll < 0.88 ? 5 : 4;
  const days = [...satToThu];
  while (days.length > keep) days.splice(Math.floor(rng() * days.length), 1);
  return days;
}

/** An evening session [start, end) in minutes, on the hour or half hour, never past 23:00. */
function eveningSession(rng: Rng): [number, number] {
  const startHour = at([16, 17, 17, 18, 18, 18, 19, 19, 20], int(rng, 0, 8));
  const start = startHour * 60 + (chance(rng, 0.2) ? 30 : 0);
  const hours = Math.min(int(rng, 3, 5), Math.floor((23 * 60 - start) / 60));
  return [start, start + hours * 60];
}

function morningSession(rng: Rng): [number, number] {
  const start = int(rng, 9, 11) * 60;
  const hours = Math.min(int(rng, 2, 4), Math.floor((14 * 60 - start) / 60));
  return [start, start + hours * 60];
}

interface Session {
  weekday: Weekday;
  start: number;
  end: number;
}

function addSession(sessions: Session[], weekday: Weekday, [start, end]: [number, number]): void {
  sessions.push({ weekday, start, end });
}

/**
 * Private clinics in Egypt mostly open in the evening, after the doctor's morning hospital shift,
 * from Saturday to Thursday; Friday is the weekend. Every session lasts whole hours, so it divides
 * evenly into 15-, 20- and 30-minute slots.
 */
function weeklyHours(rng: Rng, specialty: Specialty): WeeklyHours[] {
  const days = pickDays(rng);
  const sessions: Session[] = [];

  const roll = rng();
  const longSession = LONG_SESSION_SPECIALTIES.has(specialty.slug) ? 0.35 : 0.08;
  if (roll < longSession) {
    const start = int(rng, 12, 14) * 60;
    const end = int(rng, 20, 22) * 60;
    for (const d of days) addSession(sessions, d, [start, end]);
  } else if (roll < longSession + 0.15) {
    // Morning at a private hospital or polyclinic a few days a week, plus the usual evening clinic.
    const evening = eveningSession(rng);
    const morning = morningSession(rng);
    for (const d of days) {
      if (chance(rng, 0.5)) addSession(sessions, d, morning);
      addSession(sessions, d, evening);
    }
  } else if (roll < longSession + 0.22) {
    const morning = morningSession(rng);
    for (const d of days) addSession(sessions, d, morning);
  } else if (roll < longSession + 0.3 && days.length >= 4) {
    // Alternating days: mornings on some, evenings on the others.
    const morning = morningSession(rng);
    const evening = eveningSession(rng);
    days.forEach((d, i) => addSession(sessions, d, i % 2 === 0 ? evening : morning));
  } else {
    const evening = eveningSession(rng);
    for (const d of days) addSession(sessions, d, evening);
  }

  if (chance(rng, 0.1)) {
    // A few doctors also see patients after the Friday prayer.
    const start = int(rng, 14, 18) * 60;
    addSession(sessions, 5, [start, start + int(rng, 2, 4) * 60]);
  }

  sessions.sort((x, y) => x.weekday - y.weekday || x.start - y.start);
  return sessions.map((s) => ({ weekday: s.weekday, start: hhmm(s.start), end: hhmm(s.end) }));
}

function slotMinutes(rng: Rng, specialty: Specialty): 15 | 20 | 30 {
  if (LONG_SLOT_SPECIALTIES.has(specialty.slug)) return chance(rng, 0.8) ? 30 : 20;
  const roll = rng();
  return roll < 0.35 ? 15 : roll < 0.8 ? 20 : 30;
}

function fee(rng: Rng, title: Title, specialty: Specialty, city: City, area: Area): number {
  const raw =
    title.baseFee *
    (SPECIALTY_FEE_FACTOR[specialty.slug] ?? 1) *
    (CITY_FEE_FACTOR[city.slug] ?? DEFAULT_CITY_FEE_FACTOR) *
    (AREA_FEE_FACTOR[area.slug] ?? 1) *
    (0.8 + rng() * 0.45);
  return Math.min(MAX_FEE, Math.max(MIN_FEE, Math.round(raw / 50) * 50));
}

const INSURER_WEIGHTS: readonly number[] = INSURERS.map((i) => INSURER_WEIGHT[i.kind]);

/** Weighted sampling without replacement; the result keeps catalogue order. */
function insurerSlugs(rng: Rng): string[] {
  if (chance(rng, 0.35)) return [];
  const roll = rng();
  const wanted = roll < 0.3 ? 1 : roll < 0.6 ? 2 : roll < 0.85 ? 3 : 4;
  const weights = [...INSURER_WEIGHTS];
  let total = weights.reduce((sum, w) => sum + w, 0);
  for (let n = 0; n < wanted; n++) {
    let r = rng() * total;
    // Floating-point leftovers can run past the end; the last free insurer then takes the draw.
    let chosen = -1;
    for (let i = 0; i < weights.length; i++) {
      const w = weights[i] ?? 0;
      if (w === 0) continue;
      chosen = i;
      r -= w;
      if (r < 0) break;
    }
    total -= weights[chosen] ?? 0;
    weights[chosen] = 0;
  }
  const slugs: string[] = [];
  weights.forEach((w, i) => {
    if (w === 0) slugs.push(at(INSURERS, i).slug);
  });
  return slugs;
}

function clinic(
  rng: Rng,
  name: { first: PersonName; family: PersonName },
  specialty: Specialty,
  city: City,
  area: Area,
  doctorPhone: string,
): SeedClinic {
  let nameEn: string;
  let nameAr: string;
  const style = rng();
  if (style < 0.45) {
    nameEn = `Dr. ${name.first.en} ${name.family.en} Clinic`;
    nameAr = `عيادة د. ${name.first.ar} ${name.family.ar}`;
  } else if (style < 0.7) {
    const brand = pick(rng, CLINIC_BRANDS);
    nameEn = `${brand.en} Medical Center`;
    nameAr = `مركز ${brand.ar} الطبي`;
  } else if (style < 0.85) {
    const brand = pick(rng, CLINIC_BRANDS);
    nameEn = `${brand.en} Specialized Clinics`;
    nameAr = `عيادات ${brand.ar} التخصصية`;
  } else {
    nameEn = `${area.nameEn} ${CENTER_LABEL_EN[specialty.slug] ?? specialty.fieldEn} Center`;
    nameAr = `مركز ${area.nameAr} ${withLam(specialty.fieldAr)}`;
  }

  const street: Street = pick(rng, AREA_STREETS[area.slug] ?? COMMON_STREETS);
  const number = int(rng, 1, 180);
  const floor = chance(rng, 0.1) ? 0 : int(rng, 1, 9);
  const floorEn = `${at(ORDINALS_EN, floor)} floor`;
  const floorAr = `الدور ${at(ORDINALS_AR, floor)}`;
  // "Asyut City, Asyut" says the same thing twice.
  const isCapital = area.slug === `${city.slug}-city`;
  const placeEn = isCapital ? area.nameEn : `${area.nameEn}, ${city.nameEn}`;
  const placeAr = isCapital ? area.nameAr : `${area.nameAr}، ${city.nameAr}`;
  const addressEn = street.byBuilding
    ? `Building ${number}, ${street.en}, ${floorEn}, ${placeEn}`
    : `${number} ${street.en}, ${floorEn}, ${placeEn}`;
  const addressAr = street.byBuilding
    ? `عمارة ${number}، ${street.ar}، ${floorAr}، ${placeAr}`
    : `${number} ${street.ar}، ${floorAr}، ${placeAr}`;

  const phoneRoll = rng();
  const phone = phoneRoll < 0.55 ? landline(rng, city) : phoneRoll < 0.8 ? mobilePhone(rng) : doctorPhone;
  return { nameEn, nameAr, addressEn, addressAr, phone };
}

function faculty(specialty: Specialty): { en: string; ar: string } {
  if (specialty.slug === 'dentistry') return { en: 'Faculty of Dentistry', ar: 'كلية طب الأسنان' };
  if (specialty.slug === 'physiotherapy') return { en: 'Faculty of Physical Therapy', ar: 'كلية العلاج الطبيعي' };
  return { en: 'Faculty of Medicine', ar: 'كلية الطب' };
}

interface BioInput {
  gender: 'male' | 'female';
  title: Title;
  titleAr: string;
  specialty: Specialty;
  university: University;
  years: number;
}

function bio(rng: Rng, { gender, title, titleAr, specialty, university, years }: BioInput): { en: string; ar: string } {
  const w = WORDS[gender];
  const field = specialty.fieldEn;
  const fieldAr = specialty.fieldAr;
  const role = `${title.en} ${title.preposition} ${field}`;
  const roleAr = `${titleAr} ${fieldAr}`;
  const fac = faculty(specialty);
  const en: string[] = [];
  const ar: string[] = [];

  if (title.academic) {
    en.push(`${role} at the ${fac.en}, ${university.en}, with ${years} years of experience.`);
    ar.push(`${roleAr} ${withBa(fac.ar)}، ${university.ar}، بخبرة ${yearsAr(years)}.`);
  } else {
    const roll = rng();
    if (roll >= 0.75 && years > 10) {
      const rounded = years - (years % 5);
      en.push(`${role} with more than ${rounded} years of clinical experience.`);
      ar.push(`${roleAr} بخبرة تزيد على ${yearsAr(rounded)} في الممارسة الإكلينيكية.`);
    } else if (roll >= 0.45 && roll < 0.75) {
      en.push(`${role}, in practice for ${years} years.`);
      ar.push(`${roleAr}، ${w.practises} المهنة منذ ${yearsAr(years)}.`);
    } else {
      en.push(`${role} with ${years} years of experience.`);
      ar.push(`${roleAr} بخبرة ${yearsAr(years)}.`);
    }
  }

  const withEducation = chance(rng, 0.8);
  if (withEducation) {
    const roll = rng();
    if (title.en === 'Professor' && roll < 0.4) {
      en.push(`Has supervised many master's and doctoral theses in ${field}.`);
      ar.push(`${w.supervised} على العديد من رسائل الماجستير والدكتوراه في ${fieldAr}.`);
    } else if (title.academic) {
      en.push(`Earned both a master's degree and a doctorate in ${field} from ${university.en}.`);
      ar.push(`${w.holds} على درجتي الماجستير والدكتوراه في ${fieldAr} من ${university.ar}.`);
    } else if (title.en === 'Specialist' && roll < 0.5) {
      en.push(`Graduated from the ${fac.en}, ${university.en}, and holds a master's degree in ${field}.`);
      ar.push(`${w.graduated} في ${fac.ar}، ${university.ar}، و${w.holds} على درجة الماجستير في ${fieldAr}.`);
    } else if (title.en === 'Specialist') {
      en.push(`Holds a master's degree in ${field} from ${university.en} and trained at ${university.hospitalEn}.`);
      ar.push(
        `${w.holds} على درجة الماجستير في ${fieldAr} من ${university.ar}، و${w.trained} في ${university.hospitalAr}.`,
      );
    } else if (roll < 0.6) {
      en.push(`Holds a doctorate in ${field} from ${university.en} and worked for years at ${university.hospitalEn}.`);
      ar.push(
        `${w.holds} على درجة الدكتوراه في ${fieldAr} من ${university.ar}، و${w.worked} لسنوات في ${university.hospitalAr}.`,
      );
    } else {
      en.push(`Holds the Egyptian Fellowship in ${field} and trained at ${university.hospitalEn}.`);
      ar.push(`${w.holds} على الزمالة المصرية في ${fieldAr}، و${w.trained} في ${university.hospitalAr}.`);
    }
  }

  if (!withEducation || chance(rng, 0.85)) {
    const pool = [...specialty.interests];
    const chosen: { en: string; ar: string }[] = [];
    const wanted = Math.min(pool.length, chance(rng, 0.5) ? 2 : 3);
    while (chosen.length < wanted) chosen.push(...pool.splice(Math.floor(rng() * pool.length), 1));
    const itemsEn = chosen.map((i) => i.en);
    const itemsAr = chosen.map((i) => i.ar);
    const roll = rng();
    if (roll < 0.4) {
      en.push(`Special interest in ${listEn(itemsEn)}.`);
      ar.push(`${w.isInterested} بشكل خاص ${withBa(listAr(itemsAr))}.`);
    } else if (roll < 0.7) {
      en.push(`${w.his} practice focuses on ${listEn(itemsEn)}.`);
      ar.push(`${w.has} خبرة واسعة في ${listAr(itemsAr)}.`);
    } else {
      en.push(`Main interests include ${listEn(itemsEn)}.`);
      ar.push(`من أبرز ${w.interests}: ${listAr(itemsAr)}.`);
    }
  }

  return { en: en.join(' '), ar: ar.join(' ') };
}

// ---------------------------------------------------------------------------------------------
// Public API

/** Doctor `key` of the demo data set; depends only on (key, seed). */
export function generateDoctor(key: number, seed: number = DEFAULT_SEED): SeedDoctor {
  if (!Number.isInteger(key) || key < 0) throw new RangeError(`Doctor key must be a non-negative integer: ${key}`);
  const rng = doctorRng(seed, key);

  const specialty = SPECIALTY_TABLE.pick(rng);
  const city = CITY_TABLE.pick(rng);
  const areaTable = AREA_TABLES.get(city.slug);
  if (!areaTable) throw new Error(`City without areas: ${city.slug}`);
  const area = areaTable.pick(rng);

  const gender = chance(rng, FEMALE_SHARE[specialty.slug] ?? DEFAULT_FEMALE_SHARE) ? 'female' : 'male';
  const faith: Faith = chance(rng, CHRISTIAN_SHARE) ? 'christian' : 'muslim';
  const title = TITLE_TABLE.pick(rng);
  const titleAr = gender === 'female' ? title.arFemale : title.arMale;
  const yearsOfExperience = int(rng, title.minYears, title.maxYears);
  const name = fullName(rng, gender, faith, yearsOfExperience);
  const local = LOCAL_UNIVERSITIES[city.slug];
  const university = local && chance(rng, 0.6) ? pick(rng, local) : pick(rng, NATIONAL_UNIVERSITIES);

  const phone = mobilePhone(rng);
  const text = bio(rng, { gender, title, titleAr, specialty, university, years: yearsOfExperience });

  return {
    key,
    nameEn: name.nameEn,
    nameAr: name.nameAr,
    gender,
    titleEn: title.en,
    titleAr,
    specialtySlug: specialty.slug,
    citySlug: city.slug,
    areaSlug: area.slug,
    clinic: clinic(rng, name, specialty, city, area, phone),
    fee: fee(rng, title, specialty, city, area),
    phone,
    bioEn: text.en,
    bioAr: text.ar,
    yearsOfExperience,
    telehealth: chance(rng, TELEHEALTH_SHARE[specialty.slug] ?? DEFAULT_TELEHEALTH_SHARE),
    slotMinutes: slotMinutes(rng, specialty),
    weeklyHours: weeklyHours(rng, specialty),
    insurerSlugs: insurerSlugs(rng),
  };
}

/** Doctors 0..count-1, lazily, so seeding 100,000 of them never holds them all in memory. */
export function* generateDoctors(count: number, seed: number = DEFAULT_SEED): Generator<SeedDoctor> {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`Doctor count must be a non-negative integer: ${count}`);
  for (let key = 0; key < count; key++) yield generateDoctor(key, seed);
}
