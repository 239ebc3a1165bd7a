import {
  AuthResponse,
  ChangePasswordRequest,
  DoctorApplicationRequest,
  Insurance,
  LoginRequest,
  Me,
  SignupRequest,
  UpdateInsuranceRequest,
  UpdateProfileRequest,
} from '@tabib/contracts';
import { z } from 'zod';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import { applyAsDoctor } from './apply-as-doctor.ts';
import { changePassword } from './change-password.ts';
import { getInsurance, updateInsurance } from './insurance.ts';
import { clearSessionCookie, currentUser, endSession, requireUser, sessionTokenHash, signInAs } from './session.ts';
import { signIn } from './sign-in.ts';
import { signUp } from './sign-up.ts';
import { updateProfile } from './update-profile.ts';

const Ok = z.object({ ok: z.literal(true) });

export const authRoutes: RoutePlugin = async (app) => {
  app.get(
    '/auth/me',
    { schema: { tags: ['auth'], summary: 'The signed-in user, or null', response: { 200: Me } } },
    async (req) => ({ user: await currentUser(app.db, req) }),
  );

  app.post(
    '/auth/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a patient account and sign in',
        body: SignupRequest,
        response: { 201: AuthResponse },
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (req, reply) => {
      const user = await signUp(app.db, req.body);
      const token = await signInAs(app.db, req, reply, user.id);
      return reply.code(201).send({ user, token });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: LoginRequest,
        response: { 200: AuthResponse },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (req, reply) => {
      const user = await signIn(app.db, req.body.email, req.body.password);
      const token = await signInAs(app.db, req, reply, user.id);
      return { user, token };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'End this session', response: { 200: Ok } } },
    async (req, reply) => {
      await endSession(app.db, req);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  app.put(
    '/auth/password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password; ends every session',
        body: ChangePasswordRequest,
        response: { 200: Ok },
      },
      config: { auth: true, rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (req, reply) => {
      const user = await requireUser(app.db, req);
      await changePassword(app.db, user.id, req.body.currentPassword, req.body.newPassword);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  app.patch(
    '/me',
    {
      config: { auth: true },
      schema: {
        tags: ['auth'],
        summary: 'Edit my profile; a new e-mail address ends my other sessions',
        body: UpdateProfileRequest,
        response: { 200: Me },
      },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      return { user: await updateProfile(app.db, user.id, req.body, sessionTokenHash(req)) };
    },
  );

  app.get(
    '/me/insurance',
    {
      config: { auth: true },
      schema: { tags: ['auth'], summary: 'My insurer and policy number', response: { 200: Insurance } },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      return getInsurance(app.db, user.id, requestLanguage(req));
    },
  );

  app.put(
    '/me/insurance',
    {
      config: { auth: true },
      schema: {
        tags: ['auth'],
        summary: 'Record my insurer and policy number',
        body: UpdateInsuranceRequest,
        response: { 200: Insurance },
      },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      return updateInsurance(app.db, user.id, req.body, requestLanguage(req));
    },
  );

  app.post(
    '/doctor-applications',
    {
      schema: {
        tags: ['auth'],
        summary: 'Join as a doctor: an account and a pending application',
        body: DoctorApplicationRequest,
        response: { 201: z.object({ applicationId: z.uuid() }) },
      },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (req, reply) => reply.code(201).send(await applyAsDoctor(app.db, req.body)),
  );
};
