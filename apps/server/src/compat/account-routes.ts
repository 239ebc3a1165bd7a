import {
  CompatAuthResponse,
  CompatEmailParams,
  CompatGoogleQuery,
  CompatJoinRequest,
  CompatJoinResponse,
  CompatLoginRequest,
  CompatPasswordRequest,
  CompatProfileRequest,
  CompatProfileResponse,
  CompatSignupRequest,
  CompatStatusResponse,
  compatFieldsOf,
  compatJoinNames,
  compatLoginNames,
  compatPasswordNames,
  compatProfileNames,
  compatSignupNames,
} from '@tabib/contracts';
import {
  applyAsDoctor,
  changePassword,
  clearSessionCookie,
  signIn,
  signInAs,
  signUp,
  updateProfile,
  requireUser,
  requesterOf,
  knownDeviceFor,
} from '../features/auth/index.ts';
import { publicOrigin } from '../shared/public-origin.ts';
import { AppError, errorMessage } from '../shared/errors.ts';
import type { RoutePlugin } from '../shared/fastify.ts';
import { requestLanguage } from '../shared/language.ts';
import { fieldText, compatText } from './compat-messages.ts';
import { citySlug, specialtySlug } from './resolve-catalogue.ts';
import { pathEmail, addressedBy } from './session-gate.ts';
import { toCompatUser } from './to-compat-user.ts';

const tags = ['compat'];

/** Login, sign-up, the Google start, profile, password and joining as a doctor (spec section 7). */
export const compatAccountRoutes: RoutePlugin = async (app) => {
  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Spec POST /login: Email, Password -> statusbar, message, Token, result (the user)',
        body: CompatLoginRequest,
        response: { 200: CompatAuthResponse },
      },
      // The same limits as v1's sign-in; the per-account lockout lives in signIn and covers both.
      config: {
        rateLimit: { max: 20, timeWindow: '10 minutes' },
        compat: { fields: compatFieldsOf(compatLoginNames) },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      try {
        const result = await signIn(app.db, req.body.email, req.body.password, {
          knownDeviceId: await knownDeviceFor(app.db, req, req.body.email),
          staffTwoFactor: app.config.REQUIRE_STAFF_2FA,
        });
        // The spec's client has no second step: an account with two-step sign-in signs in through v1.
        if (result.kind === 'second_factor') throw new AppError('forbidden');
        const user = result.user;
        const token = await signInAs(app.db, req, reply, user.id);
        return {
          statusbar: 'success' as const,
          message: compatText('signedIn', lang),
          Token: token,
          result: toCompatUser(user),
        };
      } catch (error) {
        // The spec's client shows `message` from a successful answer with statusbar 'error' (section 8).
        if (error instanceof AppError && error.code === 'invalid_credentials') {
          return { statusbar: 'error' as const, message: errorMessage('invalid_credentials', lang) };
        }
        throw error;
      }
    },
  );

  app.post(
    '/signup',
    {
      schema: {
        tags,
        summary:
          'Spec POST /signup: userName, mobilePhone, Email, birthDate, Password (and Gender) -> the user and Token',
        body: CompatSignupRequest,
        response: { 201: CompatAuthResponse },
      },
      config: {
        rateLimit: { max: 10, timeWindow: '10 minutes' },
        sendsMail: true,
        compat: { fields: compatFieldsOf(compatSignupNames) },
      },
    },
    async (req, reply) => {
      const user = await signUp(app.db, req.body, {
        lang: requestLanguage(req),
        origin: publicOrigin(req, app.config),
      });
      const token = await signInAs(app.db, req, reply, user.id);
      return reply.code(201).send({
        statusbar: 'success',
        message: compatText('signedUp', requestLanguage(req)),
        Token: token,
        result: toCompatUser(user),
      });
    },
  );

  app.get(
    '/auth/google',
    {
      schema: {
        tags,
        summary: "Spec GET /auth/google: the browser goes through v1's OpenID Connect sign-in with Google",
        querystring: CompatGoogleQuery,
      },
    },
    async (req, reply) => {
      // v1's start route owns the flow (PKCE, state, the "not configured" answer); the session arrives as
      // the usual cookie, not as a user object in the URL (decisions: standard code flow).
      const next = req.query.next ? `?next=${encodeURIComponent(req.query.next)}` : '';
      return reply.header('cache-control', 'no-store').redirect(`/api/v1/auth/oidc/google/start${next}`, 302);
    },
  );

  app.put(
    '/changeprofile/:email',
    {
      schema: {
        tags,
        summary: 'Spec PUT /changeprofile/{email}: userName, mobilePhone, Email, birthDate -> result[0] (the user)',
        params: CompatEmailParams,
        body: CompatProfileRequest,
        response: { 200: CompatProfileResponse },
      },
      config: { auth: addressedBy(pathEmail), compat: { fields: compatFieldsOf(compatProfileNames) } },
    },
    async (req) => {
      const user = await updateProfile(
        app.db,
        (await requireUser(app.db, req)).id,
        req.body,
        app.config.REQUIRE_STAFF_2FA,
      );
      return {
        statusbar: 'success' as const,
        message: compatText('userSaved', requestLanguage(req)),
        result: [toCompatUser(user)],
      };
    },
  );

  app.put(
    '/changepassword/:email',
    {
      schema: {
        tags,
        summary: 'Spec PUT /changepassword/{email}: Password (current), newPassword -> statusbar, message',
        params: CompatEmailParams,
        body: CompatPasswordRequest,
        response: { 200: CompatStatusResponse },
      },
      config: {
        auth: addressedBy(pathEmail),
        rateLimit: { max: 10, timeWindow: '10 minutes' },
        sendsMail: true,
        compat: { fields: compatFieldsOf(compatPasswordNames) },
      },
    },
    async (req, reply) => {
      const lang = requestLanguage(req);
      try {
        await changePassword(
          app.db,
          (await requireUser(app.db, req)).id,
          req.body.currentPassword,
          req.body.newPassword,
          { lang, origin: publicOrigin(req, app.config), requester: requesterOf(req, lang) },
        );
      } catch (error) {
        // Like a wrong login: the spec's client toasts `message` when statusbar is 'error'.
        if (error instanceof AppError && error.fields?.currentPassword === 'current_password_wrong') {
          return { statusbar: 'error' as const, message: fieldText('current_password_wrong', lang) ?? error.message };
        }
        throw error;
      }
      clearSessionCookie(reply);
      return { statusbar: 'success' as const, message: compatText('passwordChanged', lang) };
    },
  );

  app.post(
    '/joinasdoctor',
    {
      schema: {
        tags,
        summary:
          'Spec POST /joinasdoctor: FirstName, LastName, Phone, Speciality, City, Email, Password, Gender -> an application',
        body: CompatJoinRequest,
        response: { 201: CompatJoinResponse },
      },
      config: {
        rateLimit: { max: 5, timeWindow: '10 minutes' },
        sendsMail: true,
        compat: { fields: compatFieldsOf(compatJoinNames) },
      },
    },
    async (req, reply) => {
      const [specialty, city] = await Promise.all([
        specialtySlug(app.db, req.body.specialty),
        citySlug(app.db, req.body.city),
      ]);
      const { applicationId } = await applyAsDoctor(
        app.db,
        { ...req.body, specialty: specialty ?? req.body.specialty, city: city ?? req.body.city },
        { lang: requestLanguage(req), origin: publicOrigin(req, app.config) },
      );
      return reply.code(201).send({
        message: compatText('joined', requestLanguage(req)),
        result: [{ applicationId, Status: 'pending' as const }],
      });
    },
  );
};
