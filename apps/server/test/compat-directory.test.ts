import {
  CompatAreaList,
  CompatDoctorList,
  CompatDoctorResult,
  CompatError,
  CompatLocationList,
  CompatMedicineList,
  CompatMedicineProductList,
  CompatMedicineResult,
  CompatReviewList,
  CompatReviewResult,
  CompatSpecialtyList,
} from '@tabib/contracts';
import { count, desc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { doctors, medicines, reviews } from '../src/db/schema/index.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser } from './support/users.ts';
import { recordVisit } from './support/visits.ts';

/** Spec section 7 under /compat: doctors, the search lists, reviews and medicines. */

const ctx = useTestApp();
let counter = 0;
const address = () => `10.78.${(counter >> 8) & 255}.${counter++ & 255}`;
const en = { 'accept-language': 'en' };
const ar = { 'accept-language': 'ar' };

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ url, headers, remoteAddress: address() });
}
function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: address() });
}

const doctorKeys = [
  'DoctorID',
  'DoctorId',
  'Name',
  'Gender',
  'Title',
  'Specialty_name',
  'SpecialtySlug',
  'Location',
  'CitySlug',
  'Area',
  'AreaSlug',
  'Clinic',
  'Address',
  'ConsultationFee',
  'Rating',
  'RatingCount',
  'Telehealth',
  'NextSlot',
].sort();

let doctorId: string;
beforeAll(async () => {
  const [row] = await ctx.database.db.select({ id: doctors.id }).from(doctors).orderBy(doctors.id).limit(1);
  doctorId = row!.id;
});

describe('GET /compat/findDoctor/{id}', () => {
  it('answers the doctor as result[0] with the spec fields, in the request language', async () => {
    const res = await get(`/compat/findDoctor/${doctorId}`, en);
    expect(res.statusCode).toBe(200);
    const body = CompatDoctorResult.parse(res.json());
    expect(body.result).toHaveLength(1);
    const doctor = body.result[0]!;
    expect(Object.keys(doctor).sort()).toEqual([...doctorKeys, 'PhoneNumber', 'ClinicPhone', 'About'].sort());
    const v1 = (await get(`/api/v1/doctors/${doctorId}`, en)).json();
    expect(doctor).toMatchObject({
      DoctorID: doctorId,
      DoctorId: doctorId,
      Name: v1.name,
      Gender: v1.gender === 'male' ? 'Male' : 'Female',
      Specialty_name: v1.specialty.name,
      Location: v1.city.name,
      Clinic: v1.clinic.name,
      ConsultationFee: v1.fee,
      PhoneNumber: v1.phone,
    });
    const inArabic = CompatDoctorResult.parse((await get(`/compat/findDoctor/${doctorId}`, ar)).json());
    expect(inArabic.result[0]!.Specialty_name).toBe(
      (await get(`/api/v1/doctors/${doctorId}`, ar)).json().specialty.name,
    );
  });

  it("answers an unknown doctor 404 with the spec's text, and a malformed id 400", async () => {
    const unknown = await get('/compat/findDoctor/00000000-0000-4000-8000-000000000000', en);
    expect(unknown.statusCode).toBe(404);
    expect(CompatError.parse(unknown.json())).toMatchObject({
      code: 'not_found',
      error: 'Doctor not found or still loading...',
    });
    const bad = await get('/compat/findDoctor/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(CompatError.parse(bad.json()).fields).toEqual({ id: 'invalid_id' });
  });
});

describe('GET /compat/findDoctor/all', () => {
  it('answers result[] of doctors with the totals, the largest page by default', async () => {
    const res = await get('/compat/findDoctor/all', en);
    expect(res.statusCode).toBe(200);
    const body = CompatDoctorList.parse(res.json());
    const [row] = await ctx.database.db.select({ n: count() }).from(doctors);
    expect(body.total).toBe(row!.n);
    expect(body.limit).toBe(50);
    expect(body.result.length).toBe(Math.min(50, row!.n));
    for (const doctor of body.result) expect(Object.keys(doctor).sort()).toEqual(doctorKeys);
  });
});

describe('GET /compat/findDoctor/all?page&limit', () => {
  it('pages the carousel, and refuses a bad page with a 400', async () => {
    const first = CompatDoctorList.parse((await get('/compat/findDoctor/all?page=1&limit=4')).json());
    const second = CompatDoctorList.parse((await get('/compat/findDoctor/all?page=2&limit=4')).json());
    expect(first.result).toHaveLength(4);
    expect(second).toMatchObject({ page: 2, limit: 4 });
    expect(second.result.map((d) => d.DoctorID)).not.toContain(first.result[0]!.DoctorID);
    for (const q of ['page=0', 'page=x', 'limit=500']) {
      const res = await get(`/compat/findDoctor/all?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(CompatError.parse(res.json())).toMatchObject({ code: 'validation_failed', error: 'Error!' });
    }
  });
});

describe('GET /compat/findDoctor?Speciality&City&Area', () => {
  it('filters by the names the lists give, in either language, or by slug', async () => {
    const doctor = CompatDoctorResult.parse((await get(`/compat/findDoctor/${doctorId}`, en)).json()).result[0]!;
    const query = (s: string, c: string, a: string) =>
      `/compat/findDoctor?Speciality=${encodeURIComponent(s)}&City=${encodeURIComponent(c)}&Area=${encodeURIComponent(a)}`;
    const byName = CompatDoctorList.parse(
      (await get(query(doctor.Specialty_name, doctor.Location, doctor.Area), en)).json(),
    );
    expect(byName.result.map((d) => d.DoctorID)).toContain(doctorId);
    for (const d of byName.result) {
      expect(d).toMatchObject({
        SpecialtySlug: doctor.SpecialtySlug,
        CitySlug: doctor.CitySlug,
        AreaSlug: doctor.AreaSlug,
      });
    }
    const arabic = CompatDoctorResult.parse((await get(`/compat/findDoctor/${doctorId}`, ar)).json()).result[0]!;
    const byArabicName = CompatDoctorList.parse(
      (await get(query(arabic.Specialty_name, arabic.Location, arabic.Area), en)).json(),
    );
    expect(byArabicName.total).toBe(byName.total);
    const bySlug = CompatDoctorList.parse(
      (await get(query(doctor.SpecialtySlug, doctor.CitySlug, doctor.AreaSlug))).json(),
    );
    expect(bySlug.total).toBe(byName.total);
    const onlyCity = CompatDoctorList.parse(
      (await get(`/compat/findDoctor?City=${doctor.CitySlug}&Speciality=&Area=`)).json(),
    );
    expect(onlyCity.total).toBeGreaterThanOrEqual(byName.total);
  });

  it('refuses unknown names with a 400 naming the spec field', async () => {
    const res = await get('/compat/findDoctor?Speciality=Astrology&City=Atlantis', en);
    expect(res.statusCode).toBe(400);
    expect(CompatError.parse(res.json())).toMatchObject({
      code: 'validation_failed',
      fields: { Speciality: 'specialty_unknown', City: 'city_unknown' },
    });
  });
});

describe('GET /compat/getSpeciality', () => {
  it('answers result[] with Specialty_name in the request language', async () => {
    const body = CompatSpecialtyList.parse((await get('/compat/getSpeciality', en)).json());
    expect(body.result.length).toBeGreaterThan(10);
    expect(Object.keys(body.result[0]!).sort()).toEqual(['Description', 'DoctorCount', 'Specialty_name', 'id', 'slug']);
    expect(body.result.find((s) => s.slug === 'dermatology')?.Specialty_name).toBe('Dermatology');
    const arabic = CompatSpecialtyList.parse((await get('/compat/getSpeciality', ar)).json());
    expect(arabic.result.find((s) => s.slug === 'dermatology')?.Specialty_name).toBe('جلدية');
  });
});

describe('GET /compat/getArea', () => {
  it('answers result[] of areas with Clinic', async () => {
    const body = CompatAreaList.parse((await get('/compat/getArea', en)).json());
    expect(Object.keys(body.result[0]!).sort()).toEqual([
      'CitySlug',
      'Clinic',
      'DoctorCount',
      'Location',
      'id',
      'slug',
    ]);
    expect(body.result.find((a) => a.slug === 'maadi')).toMatchObject({ Clinic: 'Maadi', Location: 'Cairo' });
  });
});

describe('GET /compat/getLocation', () => {
  it('answers result[] of cities with Location', async () => {
    const body = CompatLocationList.parse((await get('/compat/getLocation', en)).json());
    expect(Object.keys(body.result[0]!).sort()).toEqual(['DoctorCount', 'Location', 'id', 'slug']);
    expect(body.result.find((c) => c.slug === 'cairo')?.Location).toBe('Cairo');
  });
});

describe('POST /compat/createreview', () => {
  it("stores the signed-in patient's review (Title, DoctorId, userName; Rating) and answers it as result[0]", async () => {
    const [target] = await ctx.database.db
      .select({ id: doctors.id })
      .from(doctors)
      .orderBy(doctors.id)
      .offset(1)
      .limit(1);
    const mona = await createTestUser(ctx.database, { name: 'Mona Adel Hassan' });
    await recordVisit(ctx.database, mona, target!.id);
    const res = await post(
      '/compat/createreview',
      { Title: 'Kind and careful', DoctorId: target!.id, userName: 'Someone Else', Rating: 5 },
      { ...mona.auth, ...en },
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = CompatReviewResult.parse(res.json());
    expect(body.message).toBe('Review added');
    expect(Object.keys(body.result[0]!).sort()).toEqual(
      ['DoctorId', 'Rating', 'Text', 'Title', 'Verified', 'createdAt', 'id', 'userName'].sort(),
    );
    // The author is the session's user, whatever userName says.
    expect(body.result[0]).toMatchObject({
      Title: 'Kind and careful',
      DoctorId: target!.id,
      userName: 'Mona H.',
      Rating: 5,
    });
    const again = await post('/compat/createreview', { Title: 'Twice', DoctorId: target!.id, Rating: 4 }, mona.auth);
    expect(again.statusCode).toBe(409);
  });

  it('refuses doctors and admins with 403 even after a visit, and patients who never saw the doctor', async () => {
    const before = (await ctx.database.db.select({ n: count() }).from(reviews))[0]!.n;
    const [linkable] = await ctx.database.db
      .select({ id: doctors.id })
      .from(doctors)
      .where(isNull(doctors.userId))
      .orderBy(desc(doctors.id))
      .limit(1);
    const competitor = await createTestUser(ctx.database, { role: 'doctor', doctorId: linkable!.id });
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const body = { Title: 'One star', DoctorId: doctorId, Rating: 1 };
    for (const staff of [competitor, admin]) {
      await recordVisit(ctx.database, staff, doctorId);
      const res = await post('/compat/createreview', body, { ...staff.auth, ...en });
      expect(res.statusCode, res.body).toBe(403);
    }
    const stranger = await createTestUser(ctx.database);
    expect((await post('/compat/createreview', body, stranger.auth)).statusCode).toBe(403);
    expect((await ctx.database.db.select({ n: count() }).from(reviews))[0]!.n).toBe(before);
  });

  it('needs a session and valid fields, storing nothing otherwise', async () => {
    const before = (await ctx.database.db.select({ n: count() }).from(reviews))[0]!.n;
    const body = { Title: 'Kind and careful', DoctorId: doctorId, Rating: 5 };
    expect((await post('/compat/createreview', body)).statusCode).toBe(401);
    const user = await createTestUser(ctx.database);
    const bad = await post('/compat/createreview', { Title: '', DoctorId: 'x', Rating: 9 }, user.auth);
    expect(bad.statusCode).toBe(400);
    expect(CompatError.parse(bad.json()).fields).toEqual({
      Title: 'title_required',
      Rating: 'rating_invalid',
      DoctorId: 'doctor_unknown',
    });
    const unknownDoctor = await post(
      '/compat/createreview',
      { ...body, DoctorId: '00000000-0000-4000-8000-000000000000' },
      user.auth,
    );
    expect(unknownDoctor.statusCode).toBe(404);
    expect((await ctx.database.db.select({ n: count() }).from(reviews))[0]!.n).toBe(before);
  });
});

describe('GET /compat/getreview/{doctorId}', () => {
  it("answers the doctor's reviews as result[] with the spec fields", async () => {
    const [target] = await ctx.database.db
      .select({ id: doctors.id })
      .from(doctors)
      .orderBy(doctors.id)
      .offset(2)
      .limit(1);
    const author = await createTestUser(ctx.database, { name: 'Sameh Nabil' });
    await recordVisit(ctx.database, author, target!.id);
    await post('/compat/createreview', { Title: 'Very good', DoctorId: target!.id, Rating: 4 }, author.auth);
    const res = await get(`/compat/getreview/${target!.id}`);
    expect(res.statusCode).toBe(200);
    const body = CompatReviewList.parse(res.json());
    expect(body).toMatchObject({ total: 1, rating: 4, ratingCount: 1, limit: 50 });
    expect(body.result[0]).toMatchObject({ Title: 'Very good', DoctorId: target!.id, userName: 'Sameh N.', Rating: 4 });
    expect((await get('/compat/getreview/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(`/compat/getreview/${target!.id}?page=0`)).statusCode).toBe(400);
  });
});

describe('GET /compat/get-medicine-product', () => {
  it('answers result[] of products with name and price, paged', async () => {
    const res = await get('/compat/get-medicine-product?limit=4', en);
    expect(res.statusCode).toBe(200);
    const body = CompatMedicineProductList.parse(res.json());
    expect(body.result).toHaveLength(4);
    expect(Object.keys(body.result[0]!).sort()).toEqual(
      ['category', 'form', 'generic', 'id', 'name', 'prescription', 'price', 'slug', 'strength'].sort(),
    );
    expect(CompatMedicineProductList.parse((await get('/compat/get-medicine-product')).json()).limit).toBe(100);
    const bad = await get('/compat/get-medicine-product?limit=1000');
    expect(bad.statusCode).toBe(400);
    expect(CompatError.parse(bad.json())).toMatchObject({ error: 'Error!', fields: { limit: 'limit_too_large' } });
  });
});

async function categorySlug() {
  return ((await get('/api/v1/medicine-categories')).json().items as { slug: string }[])[0]!.slug;
}

async function medicineFields(lang: 'ar' | 'en') {
  const rest = {
    genericEn: 'Paracetamol',
    genericAr: 'باراسيتامول',
    form: 'tablet',
    strength: '500 mg',
    atcCode: 'N02BE01',
    category: await categorySlug(),
    usesEn: ['Pain'],
    usesAr: ['الألم'],
    priceEgp: 20,
    prescription: false,
  };
  return lang === 'en'
    ? { ...rest, brandAr: 'كومباتول', descriptionAr: 'مسكن للألم يستخدم في اختبارات التوافق.' }
    : { ...rest, brandEn: 'Compatol', descriptionEn: 'A pain reliever used in the compatibility tests.' };
}

describe('POST /compat/create_new_medicine', () => {
  it("lets an admin add a medicine: Name and Description in the request's language, answered as result[0]", async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const res = await post(
      '/compat/create_new_medicine',
      {
        userId: admin.user.id,
        Name: 'Compatol',
        Description: 'A pain reliever used in the compatibility tests.',
        ...(await medicineFields('en')),
      },
      { ...admin.auth, ...en },
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = CompatMedicineResult.parse(res.json());
    expect(body.message).toBe('Medicine added');
    expect(body.result[0]).toMatchObject({
      Name: 'Compatol',
      Description: 'A pain reliever used in the compatibility tests.',
    });
    const [row] = await ctx.database.db.select().from(medicines).where(eq(medicines.id, body.result[0]!.id));
    expect(row).toMatchObject({ brandEn: 'Compatol', brandAr: 'كومباتول', createdBy: admin.user.id });

    const arabic = await post(
      '/compat/create_new_medicine',
      {
        userId: admin.user.id,
        Name: 'كومباتول',
        Description: 'مسكن للألم يستخدم في اختبارات التوافق.',
        ...(await medicineFields('ar')),
      },
      { ...admin.auth, ...ar },
    );
    expect(arabic.statusCode, arabic.body).toBe(201);
    expect(CompatMedicineResult.parse(arabic.json()).result[0]!.Name).toBe('كومباتول');
  });

  it("needs the admin role and the admin's own userId; bad fields are a 400 naming Name and Description", async () => {
    const admin = await createTestUser(ctx.database, { role: 'admin' });
    const patient = await createTestUser(ctx.database);
    const before = (await ctx.database.db.select({ n: count() }).from(medicines))[0]!.n;
    const body = {
      userId: admin.user.id,
      Name: 'Compatol Forte',
      Description: 'A pain reliever used in the compatibility tests.',
      ...(await medicineFields('en')),
    };
    expect((await post('/compat/create_new_medicine', body, en)).statusCode).toBe(401);
    expect(
      (await post('/compat/create_new_medicine', { ...body, userId: patient.user.id }, patient.auth)).statusCode,
    ).toBe(403);
    const otherAdmin = await createTestUser(ctx.database, { role: 'admin' });
    const forOther = await post('/compat/create_new_medicine', body, otherAdmin.auth);
    expect(forOther.statusCode).toBe(403);
    expect(CompatError.parse(forOther.json()).code).toBe('forbidden');
    const bad = await post(
      '/compat/create_new_medicine',
      { userId: admin.user.id, Name: '', Description: 'x' },
      { ...admin.auth, ...en },
    );
    expect(bad.statusCode).toBe(400);
    expect(CompatError.parse(bad.json()).fields).toMatchObject({
      Name: 'brand_en_required',
      Description: 'description_en_too_short',
    });
    expect((await ctx.database.db.select({ n: count() }).from(medicines))[0]!.n).toBe(before);
  });
});

describe('GET /compat/getMedicines/{userId}', () => {
  it('answers the catalogue as result[] with id, Name, Description to its addressee only', async () => {
    const user = await createTestUser(ctx.database);
    const res = await get(`/compat/getMedicines/${user.user.id}?limit=3`, { ...user.auth, ...en });
    expect(res.statusCode).toBe(200);
    const body = CompatMedicineList.parse(res.json());
    expect(body.result).toHaveLength(3);
    expect(body.result[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), Name: expect.any(String), Description: expect.any(String) }),
    );
    const other = await createTestUser(ctx.database);
    const refused = await get(`/compat/getMedicines/${user.user.id}`, other.auth);
    expect(refused.statusCode).toBe(403);
    expect(CompatError.parse(refused.json())).toMatchObject({ code: 'forbidden', error: 'Error!' });
    expect((await get(`/compat/getMedicines/${user.user.id}`)).statusCode).toBe(401);
  });
});

describe('GET /compat/getMedicineById/{id}', () => {
  it('answers result[] with the medicine, by id or slug', async () => {
    const reader = await createTestUser(ctx.database);
    const list = CompatMedicineList.parse(
      (await get(`/compat/getMedicines/${reader.user.id}?limit=1`, { ...reader.auth, ...en })).json(),
    );
    const first = list.result[0]!;
    for (const ref of [first.id, first.slug]) {
      const res = await get(`/compat/getMedicineById/${ref}`, en);
      expect(res.statusCode, ref).toBe(200);
      const body = CompatMedicineResult.parse(res.json());
      expect(body.result).toEqual([first]);
    }
    expect((await get('/compat/getMedicineById/no-such-medicine')).statusCode).toBe(404);
    expect((await get('/compat/getMedicineById/bad%20id')).statusCode).toBe(400);
  });
});
