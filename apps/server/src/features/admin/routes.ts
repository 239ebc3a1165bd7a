import {
  AccountChangeResponse,
  AdminDashboard,
  AdminDashboardQuery,
  AdminDoctor,
  AdminDoctorList,
  AdminDoctorQuery,
  AdminUserList,
  AdminUserQuery,
  ApplicationQuery,
  ChangeRoleRequest,
  DoctorApplicationList,
  IdParams,
  SuspendDoctorRequest,
  SuspendDoctorResponse,
} from '@tabib/contracts';
import { z } from 'zod';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import { requireRole } from '../auth/index.ts';
import { approveDoctorApplication, listDoctorApplications, rejectDoctorApplication } from './doctor-applications.ts';
import { getDashboard } from './get-dashboard.ts';
import { changeAccount, listAdminUsers } from './manage-users.ts';
import { listAdminDoctors, reinstateDoctor, suspendDoctor } from './moderate-doctors.ts';

const admins = { auth: { roles: ['admin'] as const } };

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

  app.get(
    '/admin/doctors',
    {
      config: admins,
      schema: {
        tags: ['admin'],
        summary: 'Doctors by name or account e-mail, suspended first',
        querystring: AdminDoctorQuery,
        response: { 200: AdminDoctorList },
      },
    },
    async (req) => listAdminDoctors(app.db, req.query, requestLanguage(req)),
  );

  app.post(
    '/admin/doctors/:id/suspend',
    {
      config: admins,
      schema: {
        tags: ['admin'],
        summary:
          'Suspend a doctor with a reason: gone from search, booking and the public profile at once; upcoming appointments cancelled and their patients mailed; the doctor sees the reason',
        params: IdParams,
        body: SuspendDoctorRequest,
        response: { 200: SuspendDoctorResponse },
      },
    },
    async (req) => suspendDoctor(app.db, req.params.id, req.body.reason, requestLanguage(req), new Date()),
  );

  app.post(
    '/admin/doctors/:id/reinstate',
    {
      config: admins,
      schema: {
        tags: ['admin'],
        summary: 'Reinstate a suspended doctor: in search and bookable again (cancelled appointments stay cancelled)',
        params: IdParams,
        response: { 200: AdminDoctor },
      },
    },
    async (req) => reinstateDoctor(app.db, req.params.id, requestLanguage(req)),
  );

  app.get(
    '/admin/users',
    {
      config: admins,
      schema: {
        tags: ['admin'],
        summary: 'Accounts by name or e-mail, role and status, newest first',
        querystring: AdminUserQuery,
        response: { 200: AdminUserList },
      },
    },
    async (req) => listAdminUsers(app.db, req.query),
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/admin/users/:id/${action}`,
      {
        config: admins,
        schema: {
          tags: ['admin'],
          summary: disabled
            ? 'Disable an account: its sessions end at once and signing in is refused with account_disabled'
            : 'Enable a disabled account again (it signs in anew)',
          params: IdParams,
          response: { 200: AccountChangeResponse },
        },
      },
      async (req) => {
        const admin = await requireRole(app.db, req, 'admin');
        return changeAccount(app.db, admin.id, req.params.id, { disabled });
      },
    );
  }

  app.put(
    '/admin/users/:id/role',
    {
      config: admins,
      schema: {
        tags: ['admin'],
        summary: 'Make an account admin or patient; every session of it ends (as npm run admin does)',
        params: IdParams,
        body: ChangeRoleRequest,
        response: { 200: AccountChangeResponse },
      },
    },
    async (req) => {
      const admin = await requireRole(app.db, req, 'admin');
      return changeAccount(app.db, admin.id, req.params.id, { role: req.body.role });
    },
  );

  app.get(
    '/admin/dashboard',
    {
      config: admins,
      schema: {
        tags: ['admin'],
        summary:
          'The last `days` days (default and at most 90): bookings, cancellations, no-shows, sign-ups and searches per day, top searched specialties and cities, symptom-checker outcomes by urgency',
        querystring: AdminDashboardQuery,
        response: { 200: AdminDashboard },
      },
    },
    async (req) => getDashboard(app.db, requestLanguage(req), new Date(), req.query.days),
  );
};
