import { ApplicationQuery, DoctorApplicationList, IdParams } from '@tabib/contracts';
import { z } from 'zod';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import { requireRole } from '../auth/index.ts';
import { approveDoctorApplication, listDoctorApplications, rejectDoctorApplication } from './doctor-applications.ts';

export const adminRoutes: RoutePlugin = async (app) => {
  app.get(
    '/admin/doctor-applications',
    {
      config: { auth: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Doctor applications, newest first',
        querystring: ApplicationQuery,
        response: { 200: DoctorApplicationList },
      },
    },
    async (req) => {
      await requireRole(app.db, req, 'admin');
      return listDoctorApplications(app.db, req.query, requestLanguage(req));
    },
  );

  app.post(
    '/admin/doctor-applications/:id/approve',
    {
      config: { auth: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: "Approve: creates the doctor's profile and grants the doctor role",
        params: IdParams,
        response: { 200: z.object({ doctorId: z.uuid() }) },
      },
    },
    async (req) => {
      const admin = await requireRole(app.db, req, 'admin');
      return approveDoctorApplication(app.db, req.params.id, admin.id);
    },
  );

  app.post(
    '/admin/doctor-applications/:id/reject',
    {
      config: { auth: { roles: ['admin'] } },
      schema: {
        tags: ['admin'],
        summary: 'Reject an application',
        params: IdParams,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (req) => {
      const admin = await requireRole(app.db, req, 'admin');
      await rejectDoctorApplication(app.db, req.params.id, admin.id);
      return { ok: true as const };
    },
  );
};
