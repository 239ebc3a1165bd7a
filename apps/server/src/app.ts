import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ErrorCode } from '@tabib/contracts';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { compatChatbotRoutes } from './compat/chatbot-routes.ts';
import { compatRoutes } from './compat/routes.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { oidcRoutes } from './features/auth/oidc/routes.ts';
import { bookingRoutes } from './features/booking/routes.ts';
import { chatRoutes } from './features/chat/routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { contentRoutes } from './features/content/routes.ts';
import { doctorPortalRoutes } from './features/doctor-portal/routes.ts';
import { doctorRoutes } from './features/doctors/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { medicineRoutes } from './features/medicines/routes.ts';
import { reviewRoutes } from './features/reviews/routes.ts';
import { AppError, errorMessage, httpStatusOf, isDatabaseUnavailable } from './shared/errors.ts';
import { queryLanguage, requestLanguage } from './shared/language.ts';
import { isCrossSiteWrite } from './shared/same-origin.ts';
import { acceptOnlyDeclaredBodies, BODY_LIMIT, helmetOptions, refuseUnstorableText } from './shared/security.ts';
import { checkSessionFirst } from './features/auth/index.ts';
import { sessionCookieName } from './features/auth/session.ts';
import { pageRendering, loadPageRenderer, type PageRendering } from './web-render.ts';
import { languageCookie, loadWebShell, type WebShell } from './web-shell.ts';

export interface AppDeps {
  /** An already opened (and migrated) database; tests pass their own. Otherwise one is opened from config. */
  database?: Database;
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    return503OnClosing: true,
    // Refused by the router before any route runs (a malformed %-escape, an over-long path parameter): the
    // app's error shape and language all the same, not Fastify's own body.
    frameworkErrors: (error, req, reply) => sendError(reply, req, 'bad_request', undefined, error.statusCode ?? 400),
  }).withTypeProvider<ZodTypeProvider>();

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

  await app.register(helmet, helmetOptions(config));
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  const cookieName = sessionCookieName(config);
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
  const web =
    config.NODE_ENV === 'production'
      ? {
          shell: loadWebShell(config.WEB_DIST_DIR),
          pages: pageRendering(
            app,
            await loadPageRenderer(
              config.WEB_RENDERER_DIR ?? path.join(path.dirname(config.WEB_DIST_DIR), 'dist-server'),
            ),
          ),
        }
      : undefined;
  app.setNotFoundHandler((req, reply) => notFound(web, req, reply));

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await api.register(authRoutes);
      await api.register(oidcRoutes);
      await api.register(adminRoutes);
      await api.register(doctorRoutes);
      await api.register(contentRoutes);
      await api.register(contactRoutes);
      await api.register(medicineRoutes);
      await api.register(reviewRoutes);
      await api.register(bookingRoutes);
      await api.register(chatRoutes);
      await api.register(doctorPortalRoutes);
    },
    { prefix: '/api/v1' },
  );
  // Spec section 7's calls for clients written against it; the chatbot was a separate host there.
  await app.register(compatRoutes, { prefix: '/compat' });
  await app.register(compatChatbotRoutes, { prefix: '/compat/chatbot' });

  if (web) await serveWebApp(app, config, web);

  return app;
}

function trustProxySetting(value: string | undefined): boolean | string | ((address: string, hop: number) => boolean) {
  if (!value) return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

function sendError(
  reply: FastifyReply,
  req: FastifyRequest,
  code: ErrorCode,
  fields?: Record<string, string>,
  status = httpStatusOf[code],
) {
  return reply
    .code(status)
    .send({ error: { code, message: errorMessage(code, requestLanguage(req)), ...(fields ? { fields } : {}) } });
}

function handleError(app: FastifyInstance, error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return sendError(reply, req, error.code, error.fields);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[key] ??= issue.message ?? 'invalid';
    }
    return sendError(reply, req, 'validation_failed', fields);
  }
  if (isResponseSerializationError(error)) {
    req.log.error({ err: error }, 'response did not match its schema');
    return sendError(reply, req, 'internal');
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return sendError(reply, req, 'rate_limited');
  if (status === 413) return sendError(reply, req, 'payload_too_large');
  if (status === 415 || (status >= 400 && status < 500)) {
    return sendError(reply, req, status === 404 ? 'not_found' : 'bad_request', undefined, status);
  }
  if (isDatabaseUnavailable(error)) {
    req.log.warn({ err: error }, 'database unavailable');
    return sendError(reply, req, 'unavailable');
  }
  app.log.error({ err: error }, 'unhandled error');
  return sendError(reply, req, 'internal');
}

function notFound(web: WebApp | undefined, req: FastifyRequest, reply: FastifyReply) {
  const isPage =
    web &&
    (req.method === 'GET' || req.method === 'HEAD') &&
    !req.url.startsWith('/api/') &&
    !req.url.startsWith('/compat/') &&
    !path.extname(req.url.split('?')[0] ?? '');
  // Client-side routes: the SPA decides (and renders its own localised 404 for unknown paths).
  if (isPage) return sendPage(web, req, reply);
  return sendError(reply, req, 'not_found');
}

/** The HTML shell and the server's renderer of the web app's pages (decisions 010 and 011). */
interface WebApp {
  shell: WebShell;
  pages: PageRendering;
}

async function sendPage(web: WebApp, req: FastifyRequest, reply: FastifyReply) {
  const cookieLanguage = req.cookies[languageCookie];
  const page = await web.pages.render(req, web.shell.language(req.url, cookieLanguage));
  const signedIn = Boolean(req.cookies[sessionCookieName(req.server.config)]);
  const chosen = queryLanguage(req.url);
  // The app remembers a `?lang=` choice too, but only once its scripts have run: a link followed before that
  // would open the next page in the other language and flip it on the visitor's screen. Written here, the
  // choice goes with the very next request. Neither HttpOnly nor Secure: the app rewrites it (languages.ts).
  if (chosen && chosen !== cookieLanguage) {
    reply.setCookie(languageCookie, chosen, { path: '/', maxAge: 31_536_000, sameSite: 'lax' });
  }
  return (
    reply
      .type('text/html; charset=utf-8')
      // Fitted to the language, which the cookie may choose, and to who is signed in: revalidated every time,
      // and a signed-in visitor's page is not stored at all (the service worker keeps no copy of it either).
      .header('cache-control', signedIn ? 'private, no-store' : 'no-cache')
      .header('vary', 'Cookie')
      .send(web.shell.render(req.url, cookieLanguage, page))
  );
}

async function serveWebApp(app: FastifyInstance, config: Config, web: WebApp) {
  await app.register(fastifyStatic, {
    root: config.WEB_DIST_DIR,
    wildcard: false,
    index: false,
    // Our own cache-control below; the plugin's would override it.
    cacheControl: false,
    setHeaders(res, filePath) {
      // Vite fingerprints everything under assets/, so those never change; the rest must revalidate.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', { schema: { hide: true } }, (req, reply) => sendPage(web, req, reply));
  // Client-side routes (/doctors/…) get the shell from routes of their own, not from the not-found handler:
  // only routes pass through @fastify/compress's hooks, and the shell is the first thing every visit waits for.
  // Their first segment is never api or compat, so unknown API paths still reach their own not-found handlers
  // (compat answers in the spec's shape); a missing file (an extension) is the not-found handler's 404 too.
  const page = (req: FastifyRequest, reply: FastifyReply) =>
    path.extname(req.url.split('?')[0] ?? '') ? reply.callNotFound() : sendPage(web, req, reply);
  const pattern = '/:page(^(?!(?:api|compat)$).+)';
  app.get(pattern, { schema: { hide: true } }, page);
  app.get(`${pattern}/*`, { schema: { hide: true } }, page);
}
