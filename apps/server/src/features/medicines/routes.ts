import {
  MedicineCategoryList,
  MedicineDeleted,
  MedicineDetail,
  MedicineIdParams,
  MedicineInput,
  MedicinePage,
  MedicinePatch,
  MedicineQuery,
  MedicineRef,
  MedicineTrendingList,
  TrendingQuery,
} from '@tabib/contracts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import { currentUser, requireRole } from '../auth/index.ts';
import { createMedicine } from './create-medicine.ts';
import { deleteMedicine } from './delete-medicine.ts';
import { getMedicine } from './get-medicine.ts';
import { listMedicineCategories } from './list-medicine-categories.ts';
import { listMedicines } from './list-medicines.ts';
import { listTrendingMedicines } from './list-trending-medicines.ts';
import { updateMedicine } from './update-medicine.ts';

export const medicineRoutes: RoutePlugin = async (app) => {
  app.get(
    '/medicines',
    {
      schema: {
        tags: ['medicines'],
        summary: 'Search the medicine library by brand or generic name (Arabic or English, partial, typo-tolerant)',
        querystring: MedicineQuery,
        response: { 200: MedicinePage },
      },
    },
    async (req) => listMedicines(app.db, req.query, requestLanguage(req)),
  );

  app.get(
    '/medicines/trending',
    {
      schema: {
        tags: ['medicines'],
        summary: 'Most viewed medicines over the last 30 days, then the curated trending list',
        querystring: TrendingQuery,
        response: { 200: MedicineTrendingList },
      },
    },
    async (req) => listTrendingMedicines(app.db, req.query.limit, requestLanguage(req)),
  );

  app.get(
    '/medicines/:id',
    {
      schema: {
        tags: ['medicines'],
        summary: 'One medicine by id or slug (counts as a view for trending)',
        params: MedicineRef,
        response: { 200: MedicineDetail },
      },
    },
    async (req) => getMedicine(app.db, req.params.id, requestLanguage(req), await currentUser(app.db, req)),
  );

  app.get(
    '/medicine-categories',
    {
      schema: {
        tags: ['medicines'],
        summary: 'Medicine categories with how many medicines each has',
        response: { 200: MedicineCategoryList },
      },
    },
    async (req) => listMedicineCategories(app.db, requestLanguage(req)),
  );

  app.post(
    '/medicines',
    {
      schema: {
        tags: ['medicines', 'admin'],
        summary: 'Add a medicine to the library (admin)',
        body: MedicineInput,
        response: { 201: MedicineDetail },
      },
      config: { auth: { roles: ['admin'] } },
    },
    async (req, reply) => {
      const created = await createMedicine(
        app.db,
        await requireRole(app.db, req, 'admin'),
        req.body,
        requestLanguage(req),
      );
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/medicines/:id',
    {
      schema: {
        tags: ['medicines', 'admin'],
        summary: 'Change some fields of a medicine (admin)',
        params: MedicineIdParams,
        body: MedicinePatch,
        response: { 200: MedicineDetail },
      },
      config: { auth: { roles: ['admin'] } },
    },
    async (req) =>
      updateMedicine(app.db, await requireRole(app.db, req, 'admin'), req.params.id, req.body, requestLanguage(req)),
  );

  app.delete(
    '/medicines/:id',
    {
      schema: {
        tags: ['medicines', 'admin'],
        summary: 'Remove a medicine from the library (admin)',
        params: MedicineIdParams,
        response: { 200: MedicineDeleted },
      },
      config: { auth: { roles: ['admin'] } },
    },
    async (req) => {
      await requireRole(app.db, req, 'admin');
      return deleteMedicine(app.db, req.params.id);
    },
  );
};
