import {
  Accepted,
  AuthResponse,
  ChangeEmailRequest,
  ChangePasswordRequest,
  ConfirmEmailLinkRequest,
  DisableTwoFactorRequest,
  DoctorApplicationRequest,
  EnableTwoFactorRequest,
  EndedSessions,
  ForgotPasswordRequest,
  Insurance,
  LoginRequest,
  Me,
  RecoveryCodes,
  ResetPasswordRequest,
  SessionList,
  SignupRequest,
  TwoFactorChallenge,
  TwoFactorLoginRequest,
  TwoFactorSetup,
  TwoFactorStatus,
  UpdateInsuranceRequest,
  UpdateProfileRequest,
  User,
  VerifyEmailRequest,
} from '@tabib/contracts';
import { z } from 'zod';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { requestLanguage } from '../../shared/language.ts';
import { publicOrigin } from '../../shared/public-origin.ts';
import { applyAsDoctor } from './apply-as-doctor.ts';
import { confirmEmailChange, FRESH_SIGN_IN_MS, requestEmailChange } from './change-email.ts';
import { changePassword } from './change-password.ts';
import { requesterOf } from './client.ts';
import { getInsurance, updateInsurance } from './insurance.ts';
import { knownDeviceFor } from './known-device.ts';
import { endOtherSessions, endSessionById, listSessions } from './list-sessions.ts';
import { forgotPassword, resetPassword } from './reset-password.ts';
import {
  clearSessionCookie,
  currentUser,
  endSession,
  requireUser,
  sessionTokenHash,
  signedInRecently,
  signInAs,
} from './session.ts';
import { signIn } from './sign-in.ts';
import { signUp } from './sign-up.ts';
import {
  completeTwoFactorSignIn,
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  setUpTwoFactor,
} from './two-factor.ts';
import { updateProfile } from './update-profile.ts';
import { confirmEmailLink, resendVerificationCode, verifyEmail } from './verify-email.ts';

const Ok = z.object({ ok: z.literal(true) });
const UserAnswer = z.object({ user: User });
const SessionParams = z.object({ id: z.uuid({ error: 'invalid_id' }) });

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
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' }, sendsMail: true },
    },
    async (req, reply) => {
      const user = await signUp(app.db, req.body, {
        lang: requestLanguage(req),
        origin: publicOrigin(req, app.config),
      });
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
        response: { 200: AuthResponse, 202: TwoFactorChallenge },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (req, reply) => {
      const result = await signIn(app.db, req.body.email, req.body.password, {
        knownDeviceId: await knownDeviceFor(app.db, req, req.body.email),
        staffTwoFactor: app.config.REQUIRE_STAFF_2FA,
      });
      if (result.kind === 'second_factor') {
        return reply.code(202).send({ twoFactorRequired: true as const, challenge: result.challenge });
      }
      const token = await signInAs(app.db, req, reply, result.user.id);
      return reply.code(200).send({ user: result.user, token });
    },
  );

  app.post(
    '/auth/login/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary: "Sign-in's second step: the challenge from /auth/login and an authenticator or recovery code",
        body: TwoFactorLoginRequest,
        response: { 200: AuthResponse },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (req, reply) => {
      const user = await completeTwoFactorSignIn(
        app.db,
        req.body.challenge,
        req.body.code,
        app.config.REQUIRE_STAFF_2FA,
      );
      const token = await signInAs(app.db, req, reply, user.id);
      return { user, token };
    },
  );

  app.post(
    '/auth/password/forgot',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use password reset link (30 minutes); 202 whether or not the address has an account',
        body: ForgotPasswordRequest,
        response: { 202: Accepted },
      },
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' }, sendsMail: true },
    },
    async (req, reply) => {
      await forgotPassword(app.db, req.body.email, {
        lang: requestLanguage(req),
        origin: publicOrigin(req, app.config),
        requester: requesterOf(req, requestLanguage(req)),
      });
      return reply.code(202).send({ ok: true as const });
    },
  );

  app.post(
    '/auth/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: "A reset link's token and a new password: ends every session and signs this client in",
        body: ResetPasswordRequest,
        response: { 200: AuthResponse },
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' }, sendsMail: true },
    },
    async (req, reply) => {
      const user = await resetPassword(app.db, req.body.token, req.body.password, {
        lang: requestLanguage(req),
        origin: publicOrigin(req, app.config),
        requester: requesterOf(req, requestLanguage(req)),
        staffTwoFactor: app.config.REQUIRE_STAFF_2FA,
      });
      const token = await signInAs(app.db, req, reply, user.id);
      return { user, token };
    },
  );

  app.post(
    '/auth/email/verify',
    {
      schema: {
        tags: ['auth'],
        summary: "Confirm the account's address with the 6-digit code from the mail",
        body: VerifyEmailRequest,
        response: { 200: UserAnswer },
      },
      config: { auth: true, rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      return { user: await verifyEmail(app.db, user.id, req.body.code, app.config.REQUIRE_STAFF_2FA) };
    },
  );

  app.post(
    '/auth/email/code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a new confirmation code (at most one a minute)',
        response: { 202: Accepted },
      },
      config: { auth: true, rateLimit: { max: 5, timeWindow: '10 minutes' }, sendsMail: true },
    },
    async (req, reply) => {
      const user = await requireUser(app.db, req);
      await resendVerificationCode(app.db, user.id, requestLanguage(req), publicOrigin(req, app.config));
      return reply.code(202).send({ ok: true as const });
    },
  );

  app.post(
    '/auth/email/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: "The confirmation mail's one-click link: its token confirms the address, no session needed",
        body: ConfirmEmailLinkRequest,
        response: { 200: UserAnswer },
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (req) => ({ user: await confirmEmailLink(app.db, req.body.token, app.config.REQUIRE_STAFF_2FA) }),
  );

  app.post(
    '/auth/email/change',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ask to move the account to a new address (password needed); a code goes to the new address',
        body: ChangeEmailRequest,
        response: { 202: Accepted },
      },
      config: { auth: true, rateLimit: { max: 5, timeWindow: '10 minutes' }, sendsMail: true },
    },
    async (req, reply) => {
      const user = await requireUser(app.db, req);
      await requestEmailChange(app.db, user.id, req.body, {
        freshSignIn: await signedInRecently(app.db, req, FRESH_SIGN_IN_MS),
        lang: requestLanguage(req),
        origin: publicOrigin(req, app.config),
      });
      return reply.code(202).send({ ok: true as const });
    },
  );

  app.post(
    '/auth/email/change/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: "The new address's code: the account moves to it, other sessions end, the old address is told",
        body: VerifyEmailRequest,
        response: { 200: UserAnswer },
      },
      config: { auth: true, rateLimit: { max: 20, timeWindow: '10 minutes' }, sendsMail: true },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      return {
        user: await confirmEmailChange(app.db, user.id, req.body.code, {
          keepTokenHash: sessionTokenHash(req),
          lang: requestLanguage(req),
          origin: publicOrigin(req, app.config),
          requester: requesterOf(req, requestLanguage(req)),
          staffTwoFactor: app.config.REQUIRE_STAFF_2FA,
        }),
      };
    },
  );

  app.get(
    '/auth/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether two-step sign-in is on, or set up and waiting for its first code (secret and QR again)',
        response: { 200: TwoFactorStatus },
      },
      config: { auth: { beforeTwoFactorSetup: true } },
    },
    async (req) => getTwoFactorStatus(app.db, (await requireUser(app.db, req)).id),
  );

  app.post(
    '/auth/two-factor/setup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start two-step sign-in: a new authenticator secret and its QR code (not in force until enabled)',
        response: { 200: TwoFactorSetup },
      },
      config: { auth: { beforeTwoFactorSetup: true }, rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (req) => setUpTwoFactor(app.db, (await requireUser(app.db, req)).id),
  );

  app.post(
    '/auth/two-factor/enable',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step sign-in on with a code from the app; answers ten one-time recovery codes',
        body: EnableTwoFactorRequest,
        response: { 200: RecoveryCodes },
      },
      config: { auth: { beforeTwoFactorSetup: true }, rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (req) => ({
      recoveryCodes: await enableTwoFactor(app.db, (await requireUser(app.db, req)).id, req.body.code),
    }),
  );

  app.post(
    '/auth/two-factor/disable',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step sign-in off (password and a code needed); the owner is mailed',
        body: DisableTwoFactorRequest,
        response: { 200: Ok },
      },
      config: { auth: true, rateLimit: { max: 10, timeWindow: '10 minutes' }, sendsMail: true },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      await disableTwoFactor(app.db, user.id, req.body, {
        lang: requestLanguage(req),
        origin: publicOrigin(req, app.config),
        requester: requesterOf(req, requestLanguage(req)),
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/auth/sessions',
    {
      schema: { tags: ['auth'], summary: 'Where I am signed in', response: { 200: SessionList } },
      config: { auth: true },
    },
    async (req) => ({
      items: await listSessions(
        app.db,
        (await requireUser(app.db, req)).id,
        sessionTokenHash(req),
        requestLanguage(req),
      ),
    }),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      schema: { tags: ['auth'], summary: 'End one of my sessions', params: SessionParams, response: { 200: Ok } },
      config: { auth: true },
    },
    async (req) => {
      await endSessionById(app.db, (await requireUser(app.db, req)).id, req.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/sessions/end-others',
    {
      schema: { tags: ['auth'], summary: 'End every session of mine but this one', response: { 200: EndedSessions } },
      config: { auth: true },
    },
    async (req) => ({
      ended: await endOtherSessions(app.db, (await requireUser(app.db, req)).id, sessionTokenHash(req)),
    }),
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
      config: { auth: true, rateLimit: { max: 10, timeWindow: '10 minutes' }, sendsMail: true },
    },
    async (req, reply) => {
      const user = await requireUser(app.db, req);
      await changePassword(app.db, user.id, req.body.currentPassword, req.body.newPassword, {
        lang: requestLanguage(req),
        origin: publicOrigin(req, app.config),
        requester: requesterOf(req, requestLanguage(req)),
      });
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
        summary: 'Edit my profile (a new e-mail address goes through /auth/email/change)',
        body: UpdateProfileRequest,
        response: { 200: Me },
      },
    },
    async (req) => {
      const user = await requireUser(app.db, req);
      return { user: await updateProfile(app.db, user.id, req.body, app.config.REQUIRE_STAFF_2FA) };
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
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' }, sendsMail: true },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await applyAsDoctor(app.db, req.body, { lang: requestLanguage(req), origin: publicOrigin(req, app.config) }),
        ),
  );
};
