import {
  AreaList,
  AreaQuery,
  CityList,
  DoctorDetail,
  DoctorIdParams,
  DoctorPage,
  DoctorSearchQuery,
  InsurerList,
  SpecialtyList,
} from '@tabib/contracts';
import { memoizedSerializerCompiler, type RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import { findDoctors } from './find-doctors.ts';
import { recordSearch } from './search-log.ts';
import { getDoctor } from './get-doctor.ts';
import { listAreas, listCities, listInsurers, listSpecialties } from './list-catalogue.ts';

export const doctorRoutes: RoutePlugin = async (app) => {
  app.get(
    '/specialties',
    {
      schema: { tags: ['catalogue'], summary: 'Every specialty, most popular first', response: { 200: SpecialtyList } },
    },
    async (req) => listSpecialties(app.db, requestLanguage(req)),
  );

  app.get(
    '/cities',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Cities (governorates), most popular first',
        response: { 200: CityList },
      },
    },
    async (req) => listCities(app.db, requestLanguage(req)),
  );

  app.get(
    '/areas',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Areas, optionally of one city',
        querystring: AreaQuery,
        response: { 200: AreaList },
      },
    },
    async (req) => listAreas(app.db, requestLanguage(req), req.query.city),
  );

  app.get(
    '/insurers',
    { schema: { tags: ['catalogue'], summary: 'Insurers doctors may accept', response: { 200: InsurerList } } },
    async (req) => listInsurers(app.db, requestLanguage(req)),
  );

  app.get(
    '/doctors',
    {
      schema: {
        tags: ['doctors'],
        summary: 'Search doctors by specialty, place, name, insurer, gender, telehealth and fee, paged',
        querystring: DoctorSearchQuery,
        response: { 200: DoctorPage },
      },
      // Answers come from the search cache and are shared between requests: written out once each.
      serializerCompiler: memoizedSerializerCompiler,
    },
    async (req) => {
      const page = await findDoctors(app.db, req.query, requestLanguage(req), {
        cache: app.config.SEARCH_CACHE,
        backend: app.config.SEARCH_BACKEND,
      });
      // A search counts once, on its first page, not on every page turned (the admin dashboard, decision 036).
      if (req.query.page === 1) {
        recordSearch(app.db, {
          specialty: req.query.specialty ?? null,
          city: req.query.city ?? null,
          withText: Boolean(req.query.q),
          results: page.total,
        });
      }
      return page;
    },
  );

  app.get(
    '/doctors/:id',
    {
      schema: {
        tags: ['doctors'],
        summary: "A doctor's profile: clinic, fee, bio, insurers, weekly hours, rating",
        params: DoctorIdParams,
        response: { 200: DoctorDetail },
      },
    },
    async (req) => getDoctor(app.db, req.params.id, requestLanguage(req)),
  );
};
