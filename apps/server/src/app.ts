import type { Writable } from 'node:stream';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { compatChatbotRoutes } from './compat/chatbot-routes.ts';
import { compatRoutes } from './compat/routes.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { accountRoutes } from './features/account/routes.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { oidcRoutes } from './features/auth/oidc/routes.ts';
import { bookingRoutes } from './features/booking/routes.ts';
import { chatRoutes } from './features/chat/routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { contentRoutes } from './features/content/routes.ts';
import { doctorPortalPageRoutes } from './features/doctor-portal/page-routes.ts';
import { doctorPortalRoutes } from './features/doctor-portal/routes.ts';
import { doctorRoutes } from './features/doctors/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { medicineRoutes } from './features/medicines/routes.ts';
import { reviewRoutes } from './features/reviews/routes.ts';
import { visitRoutes } from './features/visits/routes.ts';
import { waitlistPageRoutes } from './features/waitlist/page-routes.ts';
import { adminPageRoutes } from './features/admin/page-routes.ts';
import { accountPageRoutes } from './features/account/page-routes.ts';
import { newsletterLinkPageRoutes } from './features/content/newsletter-link-page-routes.ts';
import { newsletterPageRoutes } from './features/content/page-routes.ts';
import { appointmentPageRoutes } from './features/booking/appointment-page-routes.ts';
import { contactPageRoutes } from './features/contact/page-routes.ts';
import { waitlistRoutes } from './features/waitlist/routes.ts';
import { reviewModerationRoutes } from './features/reviews/moderation-routes.ts';
import { reviewPageRoutes } from './features/reviews/page-routes.ts';
import { bookingPageRoutes } from './features/booking/page-routes.ts';
import { handleError, sendError } from './error-handler.ts';
import { AppError } from './shared/errors.ts';
import { capConnectionsPerAddress } from './shared/connection-limits.ts';
import { compressAnswers } from './shared/compression.ts';
import { closeGracefully } from './shared/graceful-close.ts';
import { databaseRateLimitStore } from './shared/rate-limit-store.ts';
import { httpDuration } from './shared/metrics.ts';
import { loggerOptions } from './shared/logging.ts';
import { refuseUnknownHostForMail } from './shared/public-origin.ts';
import { isCrossSiteWrite } from './shared/same-origin.ts';
import {
  acceptOnlyDeclaredBodies,
  BODY_LIMIT,
  addSecurityHeaders,
  keepPrivateAnswersUncached,
  refuseRepeatedHost,
  refuseUnknownForwardedProto,
  refuseUnstorableText,
} from './shared/security.ts';
import { checkSessionFirst } from './features/auth/index.ts';
import { sessionCookieName } from './features/auth/session.ts';
import { loadWebApp, notFound, serveWebApp } from './web-app.ts';

export interface AppDeps {
  /** An already opened (and migrated) database; tests pass their own. Otherwise one is opened from config. */
  database?: Database;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: Writable;
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    // Requests that reach the server while it closes are served, with `connection: close` (graceful-close.ts).
    return503OnClosing: false,
    // Slow clients are cut off (README "Running in production"): the whole request within REQUEST_TIMEOUT_S,
    // checked every second rather than Node's default 30 s, the headers within HEADERS_TIMEOUT_S.
    requestTimeout: config.REQUEST_TIMEOUT_S * 1000,
    connectionTimeout: config.CONNECTION_TIMEOUT_S * 1000,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_S * 1000,
    http: { headersTimeout: config.HEADERS_TIMEOUT_S * 1000, connectionsCheckingInterval: 1000 },
    // Refused by the router before any route runs (a malformed %-escape, an over-long path parameter): the
    // app's error shape and language all the same, not Fastify's own body.
    frameworkErrors: (error, req, reply) => {
      sendError(reply, req, 'bad_request', undefined, error.statusCode ?? 400);
    },
  }).withTypeProvider<ZodTypeProvider>();

  capConnectionsPerAddress(app.server, config.MAX_CONNECTIONS_PER_ADDRESS);
  closeGracefully(app);
  acceptOnlyDeclaredBodies(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = deps.database ?? openDatabase(config);
  if (!deps.database) {
    await database.migrate();
    app.addHook('onClose', async () => database.close());
  }
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('config', config);
  // Every route, as registered: the authorisation matrix test walks this list so no route escapes it.
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });
  checkSessionFirst(app);
  // Every answer's duration, by the route's pattern (never the raw path: one series per route, not per id).
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    httpDuration.observe(
      { method: req.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  addSecurityHeaders(app, config);
  compressAnswers(app);
  await app.register(cookie);
  // Signalling sockets of telehealth visits (decision 034). Frames past 64 kB are refused by the room with
  // an error message and the socket kept; past this cap the library closes the socket (1009).
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });
  // Counters in the database, shared by every process (README "Running in production").
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  const cookieName = sessionCookieName(config);
  keepPrivateAnswersUncached(app, cookieName);
  app.addHook('onRequest', refuseRepeatedHost);
  app.addHook('onRequest', refuseUnknownForwardedProto);
  app.addHook('onRequest', refuseUnknownHostForMail);
  app.addHook('onRequest', async (req) => {
    // Pages on COMPAT_ORIGINS may call /compat with the session cookie (credentialed CORS), not /api/v1.
    const alsoAllowed = req.url.startsWith('/compat/') ? config.COMPAT_ORIGINS : [];
    if (isCrossSiteWrite(req, cookieName, config.PUBLIC_URL, alsoAllowed)) throw new AppError('forbidden');
  });
  app.addHook('preValidation', refuseUnstorableText);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Tabib API', version: '1.0.0', description: 'Find doctors, book appointments, check symptoms.' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.setErrorHandler((error: FastifyError, req, reply) => handleError(app, error, req, reply));
  const web = await loadWebApp(app, config);
  app.setNotFoundHandler((req, reply) => notFound(web, req, reply));

  await app.register(healthRoutes);
  // The forms of the pages Astro renders (decision 033): each answers with a redirect back to its page.
  await app.register(waitlistPageRoutes);
  // The admin pages' forms (Astro pages under /admin), answered without script.
  await app.register(adminPageRoutes);
  await app.register(accountPageRoutes);
  await app.register(doctorPortalPageRoutes);
  // The review form of a doctor's page.
  await app.register(reviewPageRoutes);
  // The booking page's forms.
  await app.register(bookingPageRoutes);
  // The patient's appointments page: cancel and reschedule.
  await app.register(appointmentPageRoutes);
  // The footer's newsletter form, on every page Astro renders.
  await app.register(newsletterPageRoutes);
  // The pages a newsletter mail's links open: confirm, unsubscribe.
  await app.register(newsletterLinkPageRoutes);
  await app.register(contactPageRoutes);
  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(authRoutes);
      await api.register(oidcRoutes);
      await api.register(accountRoutes);
      await api.register(adminRoutes);
      await api.register(doctorRoutes);
      await api.register(contentRoutes);
      await api.register(contactRoutes);
      await api.register(medicineRoutes);
      await api.register(reviewRoutes);
      await api.register(reviewModerationRoutes);
      await api.register(bookingRoutes);
      await api.register(chatRoutes);
      await api.register(doctorPortalRoutes);
      await api.register(visitRoutes);
      await api.register(waitlistRoutes);
    },
    { prefix: '/api/v1' },
  );
  // Spec section 7's calls for clients written against it; the chatbot was a separate host there.
  await app.register(compatRoutes, { prefix: '/compat' });
  await app.register(compatChatbotRoutes, { prefix: '/compat/chatbot' });

  if (web) await serveWebApp(app, config, web);

  return app;
}

/**
 * Fastify's trustProxy from TRUST_PROXY (decision 036). The client address is the one the nearest trusted
 * proxy saw: X-Forwarded-For is read from the right, past the trusted hops only, so entries a client wrote
 * itself (on the left) are never taken. "true" means one proxy in front (the immediate peer is trusted, the
 * address it appended is the client's), not "believe the whole header": the leftmost entry is whatever the
 * client sent.
 */
function trustProxySetting(value: string | undefined): string | ((address: string, hop: number) => boolean) | false {
  if (!value) return false;
  const hops = value === 'true' ? 1 : /^\d+$/.test(value) ? Number(value) : null;
  if (hops === null) return value;
  return (_address, hop) => hop < hops;
}
