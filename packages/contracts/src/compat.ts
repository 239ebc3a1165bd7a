import { z } from 'zod';
import {
  CHAT_HISTORY_LIMIT_MAX,
  ChatAssessment,
  ChatHistoryQuery,
  ChatMessageRequest,
  ChatStartRequest,
} from './chat.ts';
import { ErrorCode } from './errors.ts';
import {
  ChangePasswordRequest,
  DoctorApplicationRequest,
  LoginRequest,
  Role,
  SignupRequest,
  UpdateProfileRequest,
} from './auth.ts';
import {
  AppointmentListQuery,
  BookAppointmentRequest,
  Instant,
  LocalDate,
  UpdateAppointmentRequest,
} from './booking.ts';
import { Uuid } from './common.ts';
import { ContactRequest } from './contact.ts';
import { DOCTOR_PAGE_LIMIT_MAX, DoctorSearchQuery } from './doctors.ts';
import { MedicineInput, MedicineQuery, MEDICINE_PAGE_LIMIT_MAX } from './medicines.ts';
import { ReviewInput, ReviewQuery, REVIEW_PAGE_LIMIT_MAX } from './reviews.ts';

/**
 * The API of spec section 7, served under /compat for clients written against it (the original web
 * app and its mobile app). Requests use the spec's field names; each body or query is renamed to the
 * /api/v1 request and checked by that request's own schema, so both APIs apply the same rules, and a
 * failure names the field the client sent (`Email`, not `email`).
 */

type Names = Readonly<Record<string, string>>;

interface ShapeOptions<E extends z.ZodRawShape> {
  /** Fields of the compat request itself (not renamed), e.g. the `userId` the server checks against the session. */
  extra?: E;
  /** Turns a spec value into the v1 value before the v1 rules see it (`Male` -> `male`). */
  values?: Readonly<Record<string, (v: unknown) => unknown>>;
  /** Defaults that differ from v1's: spec clients expect whole lists, so lists default to the largest page. */
  defaults?: Readonly<Record<string, unknown>>;
  /** Rules across compat fields, reported with the other failures. */
  rules?: readonly { ok: (input: Record<string, unknown>) => boolean; field: string; error: string }[];
}

/** v1 field -> compat field, to name the client's field in errors that use cases report. */
export function compatFieldsOf(names: Names): Record<string, string> {
  return Object.fromEntries(Object.entries(names).map(([compat, v1]) => [v1, compat]));
}

/**
 * A request with the spec's names (`names`: compat field -> v1 field), validated by `target` after
 * renaming. Unknown fields are dropped, as v1 drops them.
 */
export function compatShape<S extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(
  target: S,
  names: Names,
  options: ShapeOptions<E> = {},
): z.ZodType<z.output<S> & z.output<z.ZodObject<E>>, Record<string, unknown>> {
  const back = compatFieldsOf(names);
  const extra = z.object(options.extra ?? {});
  // Every field is taken as it comes and checked in one pass below, so one answer names every bad field.
  const shape: Record<string, z.ZodType> = {};
  for (const [key, v1] of Object.entries(names)) shape[key] = z.unknown().optional().describe(`checked as v1's ${v1}`);
  for (const key of Object.keys(options.extra ?? {})) shape[key] = z.unknown().optional();
  const schema = z.object(shape).transform((input, ctx) => {
    const renamed: Record<string, unknown> = {};
    for (const [compat, v1] of Object.entries(names)) {
      let value = input[compat] ?? options.defaults?.[compat];
      if (value !== undefined && options.values?.[compat]) value = options.values[compat](value);
      if (value !== undefined) renamed[v1] = value;
    }
    const parsed = target.safeParse(renamed);
    const extras = extra.safeParse(input);
    const broken = (options.rules ?? []).filter((rule) => !rule.ok(input));
    if (!parsed.success || !extras.success || broken.length) {
      for (const issue of parsed.error?.issues ?? []) {
        const [head, ...rest] = issue.path;
        const field = typeof head === 'string' ? (back[head] ?? head) : head;
        ctx.addIssue({ code: 'custom', message: issue.message, path: field === undefined ? [] : [field, ...rest] });
      }
      for (const issue of extras.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
      for (const rule of broken) ctx.addIssue({ code: 'custom', message: rule.error, path: [rule.field] });
      return z.NEVER;
    }
    return { ...(parsed.data as object), ...extras.data };
  });
  return schema as unknown as z.ZodType<z.output<S> & z.output<z.ZodObject<E>>, Record<string, unknown>>;
}

const lowerCase = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

// ---------- Shared answer parts ----------

export const CompatStatusbar = z.enum(['success', 'error']);

/**
 * Every compat failure. `statusbar`/`message` are what the spec's login and change-password screens
 * read; `error` carries the spec's own failure text for the call where it names one ('Error!', ...).
 */
export const CompatError = z.object({
  statusbar: z.literal('error'),
  message: z.string(),
  code: ErrorCode,
  fields: z.record(z.string(), z.string()).optional(),
  error: z.string().optional(),
});
export type CompatError = z.infer<typeof CompatError>;

const paging = {
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
};

// ---------- Users (login, sign-up, profile, password) ----------

export const CompatUser = z.object({
  id: z.uuid(),
  userName: z.string(),
  mobilePhone: z.string(),
  Email: z.string(),
  birthDate: z.string().nullable(),
  Gender: z.enum(['Male', 'Female']).nullable(),
  /** 'Doctor' is what the spec's client checks to show the doctor's profile link. */
  Status: z.enum(['Patient', 'Doctor', 'Admin']),
  DoctorId: z.uuid().nullable(),
  role: Role,
});
export type CompatUser = z.infer<typeof CompatUser>;

export const compatLoginNames = { Email: 'email', Password: 'password' } as const;
export const CompatLoginRequest = compatShape(LoginRequest, compatLoginNames);

/** Success: `Token` and `result` (the user). A wrong e-mail or password: `statusbar: 'error'` and `message`. */
export const CompatAuthResponse = z.object({
  statusbar: CompatStatusbar,
  message: z.string(),
  Token: z.string().optional(),
  result: CompatUser.optional(),
});
export type CompatAuthResponse = z.infer<typeof CompatAuthResponse>;

export const compatSignupNames = {
  userName: 'name',
  mobilePhone: 'phone',
  Email: 'email',
  birthDate: 'birthDate',
  Password: 'password',
  Gender: 'gender',
} as const;
export const CompatSignupRequest = compatShape(SignupRequest, compatSignupNames, { values: { Gender: lowerCase } });

export const compatProfileNames = {
  userName: 'name',
  mobilePhone: 'phone',
  Email: 'email',
  birthDate: 'birthDate',
} as const;
export const CompatProfileRequest = compatShape(UpdateProfileRequest, compatProfileNames);

export const CompatProfileResponse = z.object({
  statusbar: CompatStatusbar,
  message: z.string(),
  result: z.array(CompatUser),
});
export type CompatProfileResponse = z.infer<typeof CompatProfileResponse>;

export const compatPasswordNames = { Password: 'currentPassword', newPassword: 'newPassword' } as const;
export const CompatPasswordRequest = compatShape(ChangePasswordRequest, compatPasswordNames);

export const CompatStatusResponse = z.object({ statusbar: CompatStatusbar, message: z.string() });
export type CompatStatusResponse = z.infer<typeof CompatStatusResponse>;

/** The e-mail in /changeprofile/{email} and /changepassword/{email}: it must be the signed-in user's. */
export const CompatEmailParams = z.object({ email: z.string().trim().min(1).max(254) });
export const CompatUserIdParams = z.object({ userId: Uuid });
export const CompatIdParams = z.object({ id: Uuid });

export const CompatGoogleQuery = z.object({ next: z.string().max(2000).optional() });

// ---------- Doctors and catalogue ----------

export const CompatDoctor = z.object({
  DoctorID: z.uuid(),
  /** The same id under the other spelling the spec's client uses. */
  DoctorId: z.uuid(),
  Name: z.string(),
  Gender: z.enum(['Male', 'Female']),
  Title: z.string(),
  Specialty_name: z.string(),
  SpecialtySlug: z.string(),
  /** The city, as `Location` is in /getLocation. */
  Location: z.string(),
  CitySlug: z.string(),
  Area: z.string(),
  AreaSlug: z.string(),
  Clinic: z.string(),
  Address: z.string(),
  /** Whole Egyptian pounds. */
  ConsultationFee: z.number().int().nonnegative(),
  Rating: z.number().nullable(),
  RatingCount: z.number().int().nonnegative(),
  Telehealth: z.boolean(),
  /** The earliest free slot (ISO 8601 with the clinic's offset), or null. */
  NextSlot: z.string().nullable(),
  /** Only on /findDoctor/{id}: search results do not carry phone numbers. */
  PhoneNumber: z.string().optional(),
  ClinicPhone: z.string().optional(),
  About: z.string().optional(),
});
export type CompatDoctor = z.infer<typeof CompatDoctor>;

export const CompatDoctorList = z.object({ result: z.array(CompatDoctor), ...paging });
export type CompatDoctorList = z.infer<typeof CompatDoctorList>;
export const CompatDoctorResult = z.object({ result: z.array(CompatDoctor) });
export type CompatDoctorResult = z.infer<typeof CompatDoctorResult>;

/**
 * /findDoctor and /findDoctor/all. `Speciality`, `City` and `Area` take what the lists give
 * (`Specialty_name`, `Location`, `Clinic`) in either language, or a slug; `q`, `sort`, `page` and
 * `limit` are v1's. Checked again by v1's search schema once the names are resolved.
 */
export const CompatDoctorQuery = z.object({
  Speciality: z.string().trim().max(120, { error: 'specialty_unknown' }).optional(),
  City: z.string().trim().max(120, { error: 'city_unknown' }).optional(),
  Area: z.string().trim().max(120, { error: 'area_unknown' }).optional(),
  q: z.unknown().optional(),
  sort: z.unknown().optional(),
  page: z.unknown().optional(),
  limit: z.unknown().optional(),
});
export type CompatDoctorQuery = z.infer<typeof CompatDoctorQuery>;
export const compatDoctorSearchNames = {
  Speciality: 'specialty',
  City: 'city',
  Area: 'area',
  q: 'q',
  sort: 'sort',
  page: 'page',
  limit: 'limit',
} as const;

/** The search once names are resolved to slugs: v1's schema and rules, with the largest page by default. */
export const CompatDoctorSearch = compatShape(DoctorSearchQuery, compatDoctorSearchNames, {
  defaults: { limit: DOCTOR_PAGE_LIMIT_MAX },
});

export const CompatSpecialtyList = z.object({
  result: z.array(
    z.object({
      id: z.uuid(),
      slug: z.string(),
      Specialty_name: z.string(),
      Description: z.string(),
      DoctorCount: z.number().int().nonnegative(),
    }),
  ),
});
export type CompatSpecialtyList = z.infer<typeof CompatSpecialtyList>;

export const CompatAreaList = z.object({
  result: z.array(
    z.object({
      id: z.uuid(),
      slug: z.string(),
      /** The area (the spec's "facility" dropdown). */
      Clinic: z.string(),
      Location: z.string(),
      CitySlug: z.string(),
      DoctorCount: z.number().int().nonnegative(),
    }),
  ),
});
export type CompatAreaList = z.infer<typeof CompatAreaList>;

export const CompatLocationList = z.object({
  result: z.array(
    z.object({ id: z.uuid(), slug: z.string(), Location: z.string(), DoctorCount: z.number().int().nonnegative() }),
  ),
});
export type CompatLocationList = z.infer<typeof CompatLocationList>;

// ---------- Medicines ----------

export const compatMedicineQueryNames = { q: 'q', page: 'page', limit: 'limit', sort: 'sort' } as const;
/** Lists default to the largest page: the spec's client shows whole lists and pages them itself. */
export const CompatMedicineQuery = compatShape(MedicineQuery, compatMedicineQueryNames, {
  defaults: { limit: MEDICINE_PAGE_LIMIT_MAX },
});

export const CompatMedicineProduct = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  /** Egyptian pounds. */
  price: z.number().int(),
  generic: z.string(),
  form: z.string(),
  strength: z.string(),
  category: z.string(),
  prescription: z.boolean(),
});
export const CompatMedicineProductList = z.object({ result: z.array(CompatMedicineProduct), ...paging });
export type CompatMedicineProductList = z.infer<typeof CompatMedicineProductList>;

export const CompatMedicine = z.object({
  id: z.uuid(),
  slug: z.string(),
  Name: z.string(),
  Description: z.string(),
  Generic: z.string(),
  Form: z.string(),
  Strength: z.string(),
  Category: z.string(),
  Price: z.number().int(),
  Prescription: z.boolean(),
});
export type CompatMedicine = z.infer<typeof CompatMedicine>;
export const CompatMedicineList = z.object({ result: z.array(CompatMedicine), ...paging });
export type CompatMedicineList = z.infer<typeof CompatMedicineList>;
export const CompatMedicineResult = z.object({ message: z.string().optional(), result: z.array(CompatMedicine) });
export type CompatMedicineResult = z.infer<typeof CompatMedicineResult>;

export const CompatMedicineRefParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9-]+$/, { error: 'invalid_id' }),
});

const medicineLanguageFields = ['brandEn', 'brandAr', 'descriptionEn', 'descriptionAr'] as const;
const medicineOtherFields = [
  'genericEn',
  'genericAr',
  'form',
  'strength',
  'atcCode',
  'category',
  'usesEn',
  'usesAr',
  'priceEgp',
  'prescription',
] as const;

/**
 * /create_new_medicine: `Name` and `Description` are the medicine's in the request's language (as the
 * lists answer them); the library keeps both languages and more, so the rest comes under v1's names.
 */
export function compatMedicineNames(lang: 'ar' | 'en'): Record<string, string> {
  const other = lang === 'ar' ? 'En' : 'Ar';
  const own = lang === 'ar' ? 'Ar' : 'En';
  const names: Record<string, string> = { Name: `brand${own}`, Description: `description${own}` };
  names[`brand${other}`] = `brand${other}`;
  names[`description${other}`] = `description${other}`;
  for (const f of medicineOtherFields) names[f] = f;
  return names;
}
export const CompatCreateMedicineAr = compatShape(MedicineInput, compatMedicineNames('ar'));
export const CompatCreateMedicineEn = compatShape(MedicineInput, compatMedicineNames('en'));

/** What the route declares (and documents); the fields are checked by the language's schema above. */
export const CompatCreateMedicineBody = z.object({
  userId: Uuid,
  Name: z.unknown().optional(),
  Description: z.unknown().optional(),
  ...Object.fromEntries([...medicineLanguageFields, ...medicineOtherFields].map((f) => [f, z.unknown().optional()])),
});

// ---------- Contact, reviews, joining ----------

export const compatContactNames = { Name: 'name', Email: 'email', Comment: 'comment' } as const;
export const CompatContactRequest = compatShape(ContactRequest, compatContactNames);
export const CompatContactResponse = z.object({
  message: z.string(),
  result: z.array(
    z.object({
      id: z.uuid(),
      Name: z.string(),
      Email: z.string(),
      Comment: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type CompatContactResponse = z.infer<typeof CompatContactResponse>;

export const compatReviewNames = { Title: 'title', Rating: 'rating', Text: 'text' } as const;
/** `userName` is accepted and not used: the author is the signed-in user. */
export const CompatReviewRequest = compatShape(ReviewInput, compatReviewNames, {
  extra: { DoctorId: z.uuid({ error: 'doctor_unknown' }), userName: z.string().max(200).optional() },
});

export const CompatReview = z.object({
  id: z.uuid(),
  Title: z.string(),
  Text: z.string(),
  Rating: z.number().int().min(1).max(5),
  DoctorId: z.uuid(),
  /** The author's first name and last initial. */
  userName: z.string(),
  Verified: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CompatReview = z.infer<typeof CompatReview>;
export const CompatReviewResult = z.object({ message: z.string(), result: z.array(CompatReview) });
export type CompatReviewResult = z.infer<typeof CompatReviewResult>;
export const CompatReviewList = z.object({
  result: z.array(CompatReview),
  ...paging,
  rating: z.number().nullable(),
  ratingCount: z.number().int().nonnegative(),
});
export type CompatReviewList = z.infer<typeof CompatReviewList>;
export const CompatReviewQuery = compatShape(
  ReviewQuery,
  { page: 'page', limit: 'limit' },
  {
    defaults: { limit: REVIEW_PAGE_LIMIT_MAX },
  },
);
export const CompatDoctorIdParams = z.object({ doctorId: Uuid });

export const compatJoinNames = {
  FirstName: 'firstName',
  LastName: 'lastName',
  Phone: 'phone',
  Speciality: 'specialty',
  City: 'city',
  Email: 'email',
  Password: 'password',
  Gender: 'gender',
} as const;
export const CompatJoinRequest = compatShape(DoctorApplicationRequest, compatJoinNames, {
  values: { Gender: lowerCase },
});
export const CompatJoinResponse = z.object({
  message: z.string(),
  result: z.array(z.object({ applicationId: z.uuid(), Status: z.literal('pending') })),
});
export type CompatJoinResponse = z.infer<typeof CompatJoinResponse>;

// ---------- Appointments ----------

/** 'HH:MM', the clinic's wall clock. */
export const CompatTime = z
  .string({ error: 'time_invalid' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time_invalid' });

const dateAndTime = {
  Date: LocalDate.optional(),
  Time: CompatTime.optional(),
};
/** A time is both halves or none. */
const bothOrNeither = {
  ok: (v: Record<string, unknown>) => (v.Date === undefined) === (v.Time === undefined),
  field: 'Time',
  error: 'date_and_time_required',
};

/**
 * The booking form (`Name`, `PhoneNumber`, `Email`), `userId`, `DoctorName` and `Place` as the spec
 * lists them, plus the doctor (`DoctorId`, or `DoctorID`) and, optionally, the time: `startsAt`
 * (ISO 8601) or `Date` and `Time` on the clinic's clock. Without a time the doctor's earliest free slot
 * is booked (the spec's one "Book" button). `DoctorName` and `Place` are accepted and not used: they
 * come from the doctor's record.
 */
export const compatBookNames = {
  DoctorID: 'doctorId',
  DoctorId: 'doctorId',
  Name: 'patientName',
  PhoneNumber: 'phone',
  Email: 'email',
  visitType: 'visitType',
} as const;
export const CompatCreateAppointmentRequest = compatShape(
  BookAppointmentRequest.omit({ startsAt: true }),
  compatBookNames,
  {
    extra: {
      userId: Uuid,
      startsAt: Instant.optional(),
      ...dateAndTime,
      DoctorName: z.string().max(200).optional(),
      Place: z.string().max(300).optional(),
    },
    rules: [bothOrNeither],
  },
);

/**
 * The reschedule form: `id` (if sent, the appointment's own: the path names it), `Name`, `PhoneNumber`,
 * `Email` (blank keeps the current value), and optionally a new time: `startsAt`, or `Date` and `Time`.
 */
export const compatUpdateNames = {
  Name: 'patientName',
  PhoneNumber: 'phone',
  Email: 'email',
  startsAt: 'startsAt',
} as const;
export const CompatUpdateAppointmentRequest = compatShape(UpdateAppointmentRequest, compatUpdateNames, {
  extra: { id: z.union([z.string().max(100), z.number()], { error: 'id_mismatch' }).optional(), ...dateAndTime },
  rules: [bothOrNeither],
});

export const CompatAppointmentQuery = compatShape(
  AppointmentListQuery,
  { scope: 'scope', page: 'page', limit: 'limit' },
  { extra: { userId: Uuid }, defaults: { limit: 100 } },
);

export const CompatAppointment = z.object({
  id: z.uuid(),
  DoctorId: z.uuid(),
  DoctorName: z.string(),
  DoctorGender: z.enum(['Male', 'Female']),
  Specialty_name: z.string(),
  /** 'YYYY-MM-DD' and 'HH:MM' on the clinic's clock. */
  Date: z.string(),
  Time: z.string(),
  EndTime: z.string(),
  /** The clinic. */
  Place: z.string(),
  Address: z.string(),
  Name: z.string(),
  PhoneNumber: z.string(),
  Email: z.string(),
  Status: z.enum(['booked', 'cancelled']),
  visitType: z.enum(['clinic', 'telehealth']),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  createdAt: z.string(),
});
export type CompatAppointment = z.infer<typeof CompatAppointment>;
export const CompatAppointmentResult = z.object({ message: z.string().optional(), result: z.array(CompatAppointment) });
export type CompatAppointmentResult = z.infer<typeof CompatAppointmentResult>;
export const CompatAppointmentList = z.object({ result: z.array(CompatAppointment), ...paging });
export type CompatAppointmentList = z.infer<typeof CompatAppointmentList>;

// ---------- Chat histories ----------

export const CHAT_HISTORY_DATA_MAX = 60_000;
const HistoryPair = z.object({ request: z.string(), response: z.string() });

/** `Data`: the client's conversation, a JSON string of `[{ request, response }]`. */
export const CompatHistoryData = z
  .string({ error: 'data_required' })
  .min(1, { error: 'data_required' })
  .max(CHAT_HISTORY_DATA_MAX, { error: 'data_too_long' })
  .refine(
    (v) => {
      try {
        return z.array(HistoryPair).max(500).safeParse(JSON.parse(v)).success;
      } catch {
        return false;
      }
    },
    { error: 'data_invalid' },
  );

/**
 * /create-history/{userId}: the history kept is the server's own record of `session_id`'s conversation
 * (every turn is stored as it happens); `Data` is checked and not stored a second time.
 */
export const CompatCreateHistoryRequest = z.object({
  Data: CompatHistoryData,
  session_id: z.uuid({ error: 'session_id_invalid' }),
});
/** The save-history call the spec leaves unnamed: POST /save-history with the user in the body. */
export const CompatSaveHistoryRequest = CompatCreateHistoryRequest.extend({ userId: Uuid });

export const CompatHistory = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  /** JSON string of `[{ request, response }]`, the spec's format, built from the stored messages. */
  Data: z.string(),
  language: z.enum(['ar', 'en']),
  summary: z.string().nullable(),
  urgency: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string(),
});
export type CompatHistory = z.infer<typeof CompatHistory>;
export const CompatHistoryResult = z.object({ message: z.string(), result: z.array(CompatHistory) });
export type CompatHistoryResult = z.infer<typeof CompatHistoryResult>;
export const CompatHistoryList = z.object({ result: z.array(CompatHistory), ...paging });
export type CompatHistoryList = z.infer<typeof CompatHistoryList>;
export const CompatHistoryQuery = compatShape(
  ChatHistoryQuery,
  { page: 'page', limit: 'limit' },
  {
    defaults: { limit: CHAT_HISTORY_LIMIT_MAX },
  },
);

// ---------- Chatbot (/compat/chatbot) ----------

export const CompatChatStartRequest = compatShape(
  ChatStartRequest,
  { language: 'language' },
  { values: { language: lowerCase } },
);
export const CompatChatStartResponse = z.object({
  session_id: z.uuid(),
  /** The greeting and first question. */
  response: z.string(),
  language: z.enum(['ar', 'en']),
  options: z.array(z.string()).optional(),
});
export type CompatChatStartResponse = z.infer<typeof CompatChatStartResponse>;

export const CompatChatRequest = compatShape(
  ChatMessageRequest,
  { message: 'text' },
  {
    extra: { session_id: z.uuid({ error: 'session_id_invalid' }) },
  },
);
export const CompatChatResponse = z.object({
  session_id: z.uuid(),
  response: z.string(),
  options: z.array(z.string()).optional(),
  /** Once the interview ends: urgency, likely conditions and the specialty to book (v1's assessment). */
  assessment: ChatAssessment.optional(),
});
export type CompatChatResponse = z.infer<typeof CompatChatResponse>;
