import type { RoutePlugin } from '../shared/fastify.ts';
import { compatAccountRoutes } from './account-routes.ts';
import { compatAppointmentRoutes } from './appointment-routes.ts';
import { useCompatErrors } from './compat-errors.ts';
import { useCompatCors } from './cors.ts';
import { compatContactRoutes } from './contact-routes.ts';
import { compatDirectoryRoutes } from './directory-routes.ts';
import { compatHistoryRoutes } from './history-routes.ts';
import { compatMedicineRoutes } from './medicine-routes.ts';

/**
 * The main backend of spec section 7, registered under /compat: each call a thin mapping of names and
 * shapes onto the use cases /api/v1 calls, with the same session, role and ownership checks.
 */
export const compatRoutes: RoutePlugin = async (app) => {
  useCompatErrors(app);
  useCompatCors(app);
  await app.register(compatAccountRoutes);
  await app.register(compatDirectoryRoutes);
  await app.register(compatContactRoutes);
  await app.register(compatMedicineRoutes);
  await app.register(compatAppointmentRoutes);
  await app.register(compatHistoryRoutes);
};
