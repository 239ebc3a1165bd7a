import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const medicineCategories = pgTable('medicine_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  /** Display order in the category filter. */
  position: integer('position').notNull().default(1000),
});

export const medicines = pgTable(
  'medicines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable identifier for URLs; never renamed once published. */
    slug: text('slug').notNull().unique(),
    brandEn: text('brand_en').notNull(),
    brandAr: text('brand_ar').notNull(),
    genericEn: text('generic_en').notNull(),
    genericAr: text('generic_ar').notNull(),
    form: text('form').notNull(),
    strength: text('strength').notNull(),
    atcCode: text('atc_code').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => medicineCategories.id),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    usesEn: text('uses_en')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    usesAr: text('uses_ar')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Indicative retail price of one pack, whole Egyptian pounds. */
    priceEgp: integer('price_egp').notNull(),
    prescription: boolean('prescription').notNull().default(false),
    /** Curated order for "trending" when there are not yet enough views; null for most. */
    trendingRank: smallint('trending_rank'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Every name a medicine is searched by (brand and generic, both languages), folded by tabib_normalize and
     * kept with the row: a search compares with it instead of folding every row again (issue 41).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`tabib_normalize(brand_en || ' ' || brand_ar || ' ' || generic_en || ' ' || generic_ar)`,
    ),
  },
  (t) => [
    index('medicines_category_idx').on(t.categoryId),
    // LIKE '%part%' finds partial names, word similarity (<%) a misspelt one.
    index('medicines_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('medicines_price_positive', sql`${t.priceEgp} > 0`),
  ],
);

/**
 * Detail views per medicine per day (UTC): one row a day instead of one per view keeps the table
 * bounded while still answering "most viewed over the last 30 days".
 */
export const medicineViewDays = pgTable(
  'medicine_view_days',
  {
    medicineId: uuid('medicine_id')
      .notNull()
      .references(() => medicines.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.medicineId, t.day] }), index('medicine_view_days_day_idx').on(t.day)],
);
