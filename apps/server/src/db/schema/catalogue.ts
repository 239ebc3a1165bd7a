import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  real,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const genderEnum = pgEnum('gender', ['male', 'female']);

export const specialties = pgTable('specialties', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionAr: text('description_ar').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  /** Lower is more popular; drives "Most Popular" lists and the Explore section. */
  popularity: integer('popularity').notNull().default(1000),
});

export const cities = pgTable('cities', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  popularity: integer('popularity').notNull().default(1000),
});

export const areas = pgTable(
  'areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
    slug: text('slug').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [unique('areas_city_slug_unique').on(t.cityId, t.slug)],
);

export const insurers = pgTable('insurers', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

export const clinics = pgTable(
  'clinics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    addressAr: text('address_ar').notNull().default(''),
    addressEn: text('address_en').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** IANA zone; slots are generated in it so that DST days stay right. */
    timeZone: text('time_zone').notNull().default('Africa/Cairo'),
  },
  (t) => [index('clinics_area_idx').on(t.areaId)],
);

export const doctors = pgTable(
  'doctors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    /** Stable key of a generated demo doctor, so seeding can resume and stays idempotent. */
    seedKey: integer('seed_key').unique(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    gender: genderEnum('gender').notNull(),
    titleAr: text('title_ar').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    specialtyId: uuid('specialty_id')
      .notNull()
      .references(() => specialties.id),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    /**
     * The clinic's area and city, copied by a trigger (migration doctors-place-trigger) whenever the
     * clinic is set or moves, so that search filters by place without joining 100,000 clinics.
     */
    areaId: uuid('area_id').references(() => areas.id),
    cityId: uuid('city_id').references(() => cities.id),
    /** Consultation fee in whole Egyptian pounds. */
    fee: integer('fee').notNull(),
    phone: text('phone').notNull().default(''),
    bioAr: text('bio_ar').notNull().default(''),
    bioEn: text('bio_en').notNull().default(''),
    yearsOfExperience: smallint('years_of_experience').notNull().default(0),
    telehealth: boolean('telehealth').notNull().default(false),
    slotMinutes: smallint('slot_minutes').notNull().default(20),
    /**
     * Sum and count of the stars in this doctor's reviews, kept by a trigger on reviews (migration
     * reviews-rating-trigger) in the same transaction as every review change, so sorting by rating never
     * aggregates reviews.
     */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** The average stars, null while unrated; stored so that an index can order by it. */
    ratingAvg: real('rating_avg').generatedAlwaysAs(
      sql`case when rating_count > 0 then rating_sum::real / rating_count end`,
    ),
    /**
     * The words of both spellings of the name, folded by tabib_normalize (migration 0001). Name search
     * looks each typed word up in doctor_name_words (a few thousand distinct words, trigram-indexed) and
     * finds the doctors holding any of the matches through doctor_search_name_words_idx, instead of matching
     * trigrams against every name (decision 007).
     */
    nameWords: text('name_words')
      .array()
      .generatedAlwaysAs(sql`string_to_array(tabib_normalize(name_ar || ' ' || name_en), ' ')`),
    /**
     * The doctor's earliest free slots as last worked out, ascending, up to NEXT_SLOTS_KEPT (db/next-slot.ts;
     * empty: none in the booking horizon), kept so that search can show and sort by the next one without
     * generating every doctor's schedule: the first that has not started (decision 051). Booking, cancelling,
     * rescheduling and schedule edits clear `nextSlotCheckedAt`; a cleared, all started or old list is worked
     * out again (booking's refresh-next-slots.ts) before it is shown.
     */
    nextSlots: timestamp('next_slots', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'`),
    nextSlotCheckedAt: timestamp('next_slot_checked_at', { withTimezone: true }),
    /**
     * When the background refresher works the list out again (db/next-slot.ts, decision 052): spread per doctor
     * between the list's last two slots, at least a minute before the last, so that lists worked out at one slot
     * start do not all run out at one later one. Derived, by tabib_next_slots_due_at (0048).
     */
    nextSlotsDueAt: timestamp('next_slots_due_at', { withTimezone: true }).generatedAlwaysAs(
      sql`tabib_next_slots_due_at(next_slots, next_slot_checked_at, id)`,
    ),
    /**
     * The profile photo's content hash (decision 035): its WebP files are DATA_DIR/photos/<key>-<size>.webp,
     * served under a URL that changes with the content. Null: no photo (the web app draws an avatar).
     */
    photoKey: text('photo_key'),
    /**
     * Set by an admin (decision 036): the doctor is out of search (no doctor_search row, as before approval
     * when there is no doctor row at all), cannot be booked and has no public profile until reinstated.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Why, in the admin's words; shown to the doctor in their portal. */
    suspensionReason: text('suspension_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('doctors_specialty_idx').on(t.specialtyId),
    // The next-slot refresher's pick of due lists, soonest due first (next-slot-queries.ts).
    index('doctors_next_slots_due_idx').on(t.nextSlotsDueAt),
    index('doctors_clinic_idx').on(t.clinicId),
    check('doctors_fee_range', sql`${t.fee} between 0 and 100000`),
    check('doctors_slot_minutes_range', sql`${t.slotMinutes} between 5 and 240`),
    check(
      'doctors_rating_counts',
      sql`${t.ratingCount} >= 0 and ${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`,
    ),
  ],
);

/**
 * What search filters and orders doctors by, one narrow row per doctor (decision 020): the doctors table is
 * wide (bios, titles in two languages) and does not stay in memory at 100,000 doctors or more, so counting
 * and ordering thousands of matches there meant reading a page of the table for nearly every match. Kept by
 * statement-level triggers on doctors (migration doctor-search-triggers) in the same transaction as every
 * change; never written directly. Only the page's own rows are then read from doctors.
 */
export const doctorSearch = pgTable(
  'doctor_search',
  {
    doctorId: uuid('doctor_id')
      .primaryKey()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    specialtyId: uuid('specialty_id').notNull(),
    cityId: uuid('city_id'),
    areaId: uuid('area_id'),
    gender: genderEnum('gender').notNull(),
    telehealth: boolean('telehealth').notNull(),
    fee: integer('fee').notNull(),
    yearsOfExperience: smallint('years_of_experience').notNull(),
    ratingAvg: real('rating_avg'),
    ratingCount: integer('rating_count').notNull(),
    nameWords: text('name_words').array().notNull(),
    nextSlots: timestamp('next_slots', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'`),
    nextSlotCheckedAt: timestamp('next_slot_checked_at', { withTimezone: true }),
  },
  (t) => [
    // Names are matched on the database only by the booking of /compat (by a doctor's name); search
    // filters and orders in each process's copy (features/doctors/search-index.ts, decision 022).
    index('doctor_search_name_words_idx').using('gin', t.nameWords),
  ],
);

/** PostgreSQL's 64-bit transaction id: which changes a reader's earlier snapshot did not yet see. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * The doctors whose doctor_search row (or insurers) changed, one row per doctor and statement, written by
 * triggers (migration search-index-change-triggers) in the changing transaction, with its transaction id.
 * Each server process keeps a copy of doctor_search to search in (decision 022) and brings it up to date
 * from the rows its last snapshot did not see. Retention deletes rows older than any copy can need.
 */
export const doctorSearchChanges = pgTable(
  'doctor_search_changes',
  {
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    doctorId: uuid('doctor_id').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('doctor_search_changes_xid_idx').on(t.xid),
    index('doctor_search_changes_recorded_at_idx').on(t.recordedAt),
  ],
);

/**
 * Every distinct word of a doctor's name, folded: the dictionary a typed word is matched against (by
 * substring or strict word similarity, both served by the trigram index). Kept by triggers on doctors
 * (migration doctor-name-words); a word no name uses any more matches nobody and does no harm.
 */
export const doctorNameWords = pgTable('doctor_name_words', { word: text('word').primaryKey() }, (t) => [
  index('doctor_name_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * Doctors whose free slots may have changed (appointments, weekly hours, exceptions), one row per doctor and
 * statement, written by triggers (migration search-slot-changes). Each server process reads the rows past
 * the last sequence number it saw and drops only the cached search answers that show those doctors, instead
 * of every answer (decision 009). Rows are needed for a minute at most; retention deletes older ones.
 */
export const searchSlotChanges = pgTable(
  'search_slot_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ name: 'search_slot_version' }),
    doctorId: uuid('doctor_id').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_slot_changes_recorded_at_idx').on(t.recordedAt)],
);

export const doctorWeeklyHours = pgTable(
  'doctor_weekly_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    /** 0 = Sunday ... 6 = Saturday, as in JavaScript's Date#getDay. */
    weekday: smallint('weekday').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
  },
  (t) => [
    index('doctor_weekly_hours_doctor_idx').on(t.doctorId),
    check('doctor_weekly_hours_weekday', sql`${t.weekday} between 0 and 6`),
    check('doctor_weekly_hours_order', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

export const doctorInsurers = pgTable(
  'doctor_insurers',
  {
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    insurerId: uuid('insurer_id')
      .notNull()
      .references(() => insurers.id),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.insurerId] }), index('doctor_insurers_insurer_idx').on(t.insurerId)],
);
