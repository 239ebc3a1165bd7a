import {
  CompatAreaList,
  CompatDoctorIdParams,
  CompatDoctorList,
  CompatDoctorQuery,
  CompatDoctorResult,
  CompatDoctorSearch,
  CompatIdParams,
  CompatLocationList,
  CompatReviewList,
  CompatReviewQuery,
  CompatReviewRequest,
  CompatReviewResult,
  CompatSpecialtyList,
  compatDoctorSearchNames,
  compatFieldsOf,
  compatReviewNames,
  type Language,
} from '@tabib/contracts';
import { requireUser } from '../features/auth/index.ts';
import { findDoctors, getDoctor, listAreas, listCities, listSpecialties } from '../features/doctors/index.ts';
import { createReview, listReviews } from '../features/reviews/index.ts';
import type { RoutePlugin } from '../shared/fastify.ts';
import { requestLanguage } from '../shared/language.ts';
import { compatText } from './compat-messages.ts';
import { areaSlug, citySlug, specialtySlug } from './resolve-catalogue.ts';
import { toCompatDoctor } from './to-compat-doctor.ts';
import { toCompatReview } from './to-compat-review.ts';
import { parseOr400 } from './validate.ts';

const tags = ['compat'];
const searchFields = compatFieldsOf(compatDoctorSearchNames);

/** Doctors, the search lists, and reviews (spec section 7). */
export const compatDirectoryRoutes: RoutePlugin = async (app) => {
  const search = async (q: CompatDoctorQuery, lang: Language) => {
    const [Speciality, City, Area] = await Promise.all([
      specialtySlug(app.db, q.Speciality),
      citySlug(app.db, q.City),
      areaSlug(app.db, q.Area),
    ]);
    const criteria = parseOr400(CompatDoctorSearch, { ...q, Speciality, City, Area });
    const page = await findDoctors(app.db, criteria, lang, {
      cache: app.config.SEARCH_CACHE,
      backend: app.config.SEARCH_BACKEND,
    });
    return { result: page.items.map(toCompatDoctor), total: page.total, page: page.page, limit: page.limit };
  };

  app.get(
    '/findDoctor/all',
    {
      schema: {
        tags,
        summary: 'Spec GET /findDoctor/all (?page&limit for the home carousel): result[] of doctors, paged',
        querystring: CompatDoctorQuery,
        response: { 200: CompatDoctorList },
      },
      config: { compat: { failure: 'Error!', fields: searchFields } },
    },
    async (req) => search(req.query, requestLanguage(req)),
  );

  app.get(
    '/findDoctor',
    {
      schema: {
        tags,
        summary: 'Spec GET /findDoctor?Speciality&City&Area: result[] of the matching doctors, paged',
        querystring: CompatDoctorQuery,
        response: { 200: CompatDoctorList },
      },
      config: { compat: { failure: 'Something went wrong', fields: searchFields } },
    },
    async (req) => search(req.query, requestLanguage(req)),
  );

  app.get(
    '/findDoctor/:id',
    {
      schema: {
        tags,
        summary: 'Spec GET /findDoctor/{id}: the doctor as result[0]',
        params: CompatIdParams,
        response: { 200: CompatDoctorResult },
      },
      config: { compat: { failure: 'Doctor not found or still loading...' } },
    },
    async (req) => ({ result: [toCompatDoctor(await getDoctor(app.db, req.params.id, requestLanguage(req)))] }),
  );

  app.get(
    '/getSpeciality',
    {
      schema: {
        tags,
        summary: 'Spec GET /getSpeciality: result[] with Specialty_name',
        response: { 200: CompatSpecialtyList },
      },
      config: { compat: { failure: 'Error!' } },
    },
    async (req) => {
      const { items } = await listSpecialties(app.db, requestLanguage(req));
      return {
        result: items.map((s) => ({
          id: s.id,
          slug: s.slug,
          Specialty_name: s.name,
          Description: s.description,
          DoctorCount: s.doctorCount,
        })),
      };
    },
  );

  app.get(
    '/getArea',
    {
      schema: {
        tags,
        summary: 'Spec GET /getArea: result[] of areas, each with Clinic',
        response: { 200: CompatAreaList },
      },
      config: { compat: { failure: 'Error!' } },
    },
    async (req) => {
      const { items } = await listAreas(app.db, requestLanguage(req), undefined);
      return {
        result: items.map((a) => ({
          id: a.id,
          slug: a.slug,
          Clinic: a.name,
          Location: a.city.name,
          CitySlug: a.city.slug,
          DoctorCount: a.doctorCount,
        })),
      };
    },
  );

  app.get(
    '/getLocation',
    {
      schema: {
        tags,
        summary: 'Spec GET /getLocation: result[] of cities, each with Location',
        response: { 200: CompatLocationList },
      },
      config: { compat: { failure: 'Error!' } },
    },
    async (req) => {
      const { items } = await listCities(app.db, requestLanguage(req));
      return { result: items.map((c) => ({ id: c.id, slug: c.slug, Location: c.name, DoctorCount: c.doctorCount })) };
    },
  );

  app.post(
    '/createreview',
    {
      schema: {
        tags,
        summary: 'Spec POST /createreview: Title, DoctorId, userName (optional Rating 1-5 and Text) -> result[0]',
        body: CompatReviewRequest,
        response: { 201: CompatReviewResult },
      },
      config: {
        auth: true,
        rateLimit: { max: 10, timeWindow: '1 minute' },
        compat: { fields: compatFieldsOf(compatReviewNames) },
      },
    },
    async (req, reply) => {
      const user = await requireUser(app.db, req);
      const lang = requestLanguage(req);
      const { DoctorId, rating, title, text } = req.body;
      const review = await createReview(app.db, user, DoctorId, { rating, title, text }, lang);
      return reply
        .code(201)
        .send({ message: compatText('reviewCreated', lang), result: [toCompatReview(review, DoctorId)] });
    },
  );

  app.get(
    '/getreview/:doctorId',
    {
      schema: {
        tags,
        summary: "Spec GET /getreview/{doctorId}: the doctor's reviews as result[], newest first",
        params: CompatDoctorIdParams,
        querystring: CompatReviewQuery,
        response: { 200: CompatReviewList },
      },
      config: { compat: { failure: 'Error!' } },
    },
    async (req) => {
      const { doctorId } = req.params;
      const page = await listReviews(app.db, doctorId, req.query.page, req.query.limit, requestLanguage(req));
      return {
        result: page.items.map((r) => toCompatReview(r, doctorId)),
        total: page.total,
        page: page.page,
        limit: page.limit,
        rating: page.rating,
        ratingCount: page.ratingCount,
      };
    },
  );
};
