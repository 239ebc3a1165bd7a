import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cities, doctors, genderEnum, insurers, specialties } from './catalogue.ts';
import { users } from './users.ts';

/** Failed sign-ins per e-mail, so the per-account limit holds across server processes. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_at_idx').on(t.email, t.at)],
);

export const patientInsurance = pgTable('patient_insurance', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  insurerId: uuid('insurer_id').references(() => insurers.id),
  policyNumber: text('policy_number').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const applicationStatusEnum = pgEnum('application_status', ['pending', 'approved', 'rejected']);

export const doctorApplications = pgTable(
  'doctor_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull().default('pending'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    gender: genderEnum('gender').notNull(),
    specialtyId: uuid('specialty_id')
      .notNull()
      .references(() => specialties.id),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    doctorId: uuid('doctor_id').references(() => doctors.id),
  },
  (t) => [index('doctor_applications_status_idx').on(t.status, t.createdAt)],
);
