import {
  CompatCreateMedicineAr,
  CompatCreateMedicineBody,
  CompatCreateMedicineEn,
  CompatMedicineList,
  CompatMedicineProductList,
  CompatMedicineQuery,
  CompatMedicineRefParams,
  CompatMedicineResult,
  CompatUserIdParams,
} from '@tabib/contracts';
import { currentUser, requireUser } from '../features/auth/index.ts';
import { createMedicine, getMedicine, listMedicines } from '../features/medicines/index.ts';
import type { RoutePlugin } from '../shared/fastify.ts';
import { requestLanguage } from '../shared/language.ts';
import { compatText } from './compat-messages.ts';
import { assertAddressee, pathUserId, addressedBy } from './session-gate.ts';
import { toCompatMedicine, toCompatProduct } from './to-compat-medicine.ts';
import { parseOr400 } from './validate.ts';

const tags = ['compat'];

/**
 * The medicine library (spec section 7). There is one shared catalogue (decisions): the spec's
 * per-user lists are that catalogue, and only admins add to it.
 */
export const compatMedicineRoutes: RoutePlugin = async (app) => {
  app.get(
    '/get-medicine-product',
    {
      schema: {
        tags,
        summary: 'Spec GET /get-medicine-product: result[] of products with name and price (EGP), paged',
        querystring: CompatMedicineQuery,
        response: { 200: CompatMedicineProductList },
      },
      config: { compat: { failure: 'Error!' } },
    },
    async (req) => {
      const page = await listMedicines(app.db, req.query, requestLanguage(req));
      return { result: page.items.map(toCompatProduct), total: page.total, page: page.page, limit: page.limit };
    },
  );

  app.post(
    '/create_new_medicine',
    {
      schema: {
        tags,
        summary:
          "Spec POST /create_new_medicine (admin): userId, Name, Description in the request's language, and the library's other fields under v1's names",
        body: CompatCreateMedicineBody,
        response: { 201: CompatMedicineResult },
      },
      config: { auth: { roles: ['admin'] } },
    },
    async (req, reply) => {
      const user = await requireUser(app.db, req);
      assertAddressee(user, { userId: req.body.userId });
      const lang = requestLanguage(req);
      const input = parseOr400(lang === 'ar' ? CompatCreateMedicineAr : CompatCreateMedicineEn, req.body);
      const created = await createMedicine(app.db, user, input, lang);
      return reply
        .code(201)
        .send({ message: compatText('medicineCreated', lang), result: [toCompatMedicine(created)] });
    },
  );

  app.get(
    '/getMedicines/:userId',
    {
      schema: {
        tags,
        summary: 'Spec GET /getMedicines/{userId}: result[] with id, Name, Description (the shared catalogue), paged',
        params: CompatUserIdParams,
        querystring: CompatMedicineQuery,
        response: { 200: CompatMedicineList },
      },
      config: { auth: addressedBy(pathUserId), compat: { failure: 'Error!' } },
    },
    async (req) => {
      const page = await listMedicines(app.db, req.query, requestLanguage(req));
      return { result: page.items.map(toCompatMedicine), total: page.total, page: page.page, limit: page.limit };
    },
  );

  app.get(
    '/getMedicineById/:id',
    {
      schema: {
        tags,
        summary: 'Spec GET /getMedicineById/{id} (id or slug): result[] with the medicine',
        params: CompatMedicineRefParams,
        response: { 200: CompatMedicineResult },
      },
      config: { compat: { failure: 'Error!' } },
    },
    async (req) => {
      const medicine = await getMedicine(app.db, req.params.id, requestLanguage(req), await currentUser(app.db, req));
      return { result: [toCompatMedicine(medicine)] };
    },
  );
};
