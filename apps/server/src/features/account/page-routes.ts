import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FLASH_MAX_AGE_SECONDS, flashCookie, type PageFlash } from '@tabib/contracts';
import type { RoutePlugin } from '../../shared/fastify.ts';
import { chosenLanguage } from '../../shared/language.ts';
import { keepLanguage, parseFormBodies } from '../../shared/page-forms.ts';
import { safeNextPath } from '../../shared/safe-next.ts';

/**
 * The forms of the account pages Astro renders (decision 039): sign-in and sign-up, forgot and reset password,
 * the e-mail confirmation link, sign-in's second step, two-step sign-in, sessions, logging out and deleting the account. Each form
 * posts here; the route asks the API as the visitor, in process (their cookie, address, device and language:
 * the API's own validation, authorisation, limits and CSRF check apply), passes on the cookies the API set or
 * cleared, and answers with a redirect to a page (post, redirect, get): `?done=` on success, `?error=` with the
 * message key otherwise. Nothing here decides anything; the API's use cases do.
 */

/** What one form posts and where it goes next. */
interface FormRoute {
  /** The form's own page, where an error is shown (and what it needs to show the form again). */
  back: (form: Form) => string;
  api: (form: Form) => { method: 'POST' | 'DELETE'; url: string; body?: Record<string, unknown> };
  /** Where to go on success; may read the API's answer. */
  next: (form: Form, answer: unknown, reply: FastifyReply) => string;
}

type Form = Record<string, string>;

/** The sign-up and doctor's application forms' fields, as the API takes them. */
const signupFields = ['name', 'phone', 'email', 'birthDate', 'gender', 'password'] as const;
const applicationFields = [
  'firstName',
  'lastName',
  'phone',
  'specialty',
  'city',
  'email',
  'password',
  'gender',
] as const;

/** What a refused form typed (not the password) and each field's reason: the form's page shows them again. */
interface FormDraft {
  values: Record<string, string>;
  fields: Record<string, string>;
}

/**
 * A refused form's one trip back to its page (apps/web/src/features/auth/sign-in-forms.ts reads it): HttpOnly,
 * SameSite=Strict, limited to the page, 5 minutes at most. Answers the `?error=` key for the page.
 */
export const signupDraftCookie = 'tabib_signup_draft';
export const applicationDraftCookie = 'tabib_application_draft';

function keepDraft(
  reply: FastifyReply,
  cookie: string,
  path: string,
  names: readonly string[],
  form: Form,
  answer: { status: number; body: unknown },
): string {
  const fields = (answer.body as { error?: { fields?: Record<string, unknown> } } | null)?.error?.fields ?? {};
  const draft: FormDraft = { values: {}, fields: {} };
  for (const name of names) {
    if (name !== 'password' && form[name]) draft.values[name] = form[name].slice(0, 254);
    const reason = fields[name];
    if (typeof reason === 'string' && /^[a-z_]{1,60}$/.test(reason)) draft.fields[name] = reason;
  }
  reply.setCookie(cookie, JSON.stringify(draft), {
    path,
    httpOnly: true,
    sameSite: 'strict',
    secure: reply.server.config.NODE_ENV === 'production',
    maxAge: 300,
  });
  return Object.keys(draft.fields).length > 0 ? 'validation_failed' : errorKey(answer.status, answer.body);
}

/** The recovery codes' one trip to the page that shows them (see twoFactorEnable). */
export const recoveryCodesCookie = 'tabib_recovery_codes';

const FORM_LIMIT = 8 * 1024;

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

const security = (done: string) => `/account/security?done=${done}`;

const routes: Record<string, FormRoute> = {
  '/forgot-password': {
    back: (f) => withQuery('/forgot-password', { email: f.email }),
    api: (f) => ({ method: 'POST', url: '/api/v1/auth/password/forgot', body: { email: f.email ?? '' } }),
    next: () => '/forgot-password?sent=1',
  },
  '/reset-password': {
    back: (f) => withQuery('/reset-password', { token: f.token }),
    api: (f) => ({
      method: 'POST',
      url: '/api/v1/auth/password/reset',
      body: { token: f.token ?? '', password: f.password ?? '' },
    }),
    next: () => security('password_reset'),
  },
  '/verify-email': {
    back: (f) => withQuery('/verify-email', { token: f.token }),
    api: (f) => ({ method: 'POST', url: '/api/v1/auth/email/confirm', body: { token: f.token ?? '' } }),
    next: () => '/verify-email?done=1',
  },
  '/verify-email/code': {
    back: () => '/verify-email',
    api: (f) => ({ method: 'POST', url: '/api/v1/auth/email/verify', body: { code: f.code ?? '' } }),
    next: () => '/verify-email?done=1',
  },
  '/verify-email/resend': {
    back: () => '/verify-email',
    api: () => ({ method: 'POST', url: '/api/v1/auth/email/code' }),
    next: () => '/verify-email?sent=1',
  },
  '/login/two-factor': {
    back: (f) => withQuery('/login/two-factor', { challenge: f.challenge, next: safeNextPath(f.next) }),
    api: (f) => ({
      method: 'POST',
      url: '/api/v1/auth/login/two-factor',
      body: { challenge: f.challenge ?? '', code: f.code ?? '' },
    }),
    next: (f, _body, reply) => {
      sayOnce(reply, 'signed-in');
      return safeNextPath(f.next);
    },
  },
  '/account/two-factor/setup': {
    back: () => '/account/security',
    api: () => ({ method: 'POST', url: '/api/v1/auth/two-factor/setup' }),
    next: () => '/account/security#two-factor',
  },
  '/account/two-factor/enable': {
    back: () => '/account/security',
    api: (f) => ({ method: 'POST', url: '/api/v1/auth/two-factor/enable', body: { code: f.code ?? '' } }),
    next: (_f, answer, reply) => {
      // Shown once, on the next page, and never stored by the server in the clear: they ride in a cookie that
      // only that page reads (and deletes), sent over HTTPS only in production, gone after 5 minutes anyway.
      const codes = (answer as { recoveryCodes?: string[] }).recoveryCodes ?? [];
      reply.setCookie(recoveryCodesCookie, codes.join(' '), {
        path: '/account/security',
        httpOnly: true,
        sameSite: 'strict',
        secure: reply.server.config.NODE_ENV === 'production',
        maxAge: 300,
      });
      return security('two_factor_on');
    },
  },
  '/account/two-factor/disable': {
    back: () => '/account/security',
    api: (f) => ({
      method: 'POST',
      url: '/api/v1/auth/two-factor/disable',
      body: { code: f.code ?? '', ...(f.password ? { password: f.password } : {}) },
    }),
    next: () => security('two_factor_off'),
  },
  '/account/sessions/end': {
    back: () => '/account/security',
    api: (f) => ({ method: 'DELETE', url: `/api/v1/auth/sessions/${encodeURIComponent(f.id ?? '')}` }),
    next: () => security('session_ended'),
  },
  '/account/sessions/end-others': {
    back: () => '/account/security',
    api: () => ({ method: 'POST', url: '/api/v1/auth/sessions/end-others' }),
    next: () => security('sessions_ended'),
  },
  // The side menu's "Log out" on the pages Astro renders: a form, so a tap before the page's script is not lost.
  '/logout': {
    back: () => '/',
    api: () => ({ method: 'POST', url: '/api/v1/auth/logout' }),
    next: () => '/',
  },
  '/account/delete': {
    back: () => '/account/delete',
    api: (f) => ({ method: 'DELETE', url: '/api/v1/me', body: f.password ? { password: f.password } : {} }),
    next: () => '/account/deleted',
  },
};

export const accountPageRoutes: RoutePlugin = async (app) => {
  parseFormBodies(app, FORM_LIMIT);

  // Sign-in: the password step. An account with two-step sign-in goes on to its second step (a page of its
  // own, with the challenge the API answered); any other success lands on `next`, a path on this site.
  app.post('/login', { schema: { hide: true } }, async (req, reply) => {
    const form = formOf(req.body);
    const next = safeNextPath(form.next);
    const answer = await callApi(app, req, {
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: form.email ?? '', password: form.password ?? '' },
    });
    // The session and the known-device cookie (the owner's way past a locked account), exactly as the API set them.
    for (const cookie of answer.cookies) reply.header('set-cookie', cookie);
    if (answer.status === 202) {
      const challenge = (answer.body as { challenge?: unknown } | null)?.challenge;
      return reply.redirect(
        keepLanguage(req, withQuery('/login/two-factor', { challenge: String(challenge ?? ''), next })),
        303,
      );
    }
    if (answer.status >= 200 && answer.status < 300) {
      sayOnce(reply, 'signed-in');
      return reply.redirect(keepLanguage(req, next), 303);
    }
    const back = withQuery('/login', {
      email: form.email?.slice(0, 254),
      next: next === '/' ? undefined : next,
      error: errorKey(answer.status, answer.body),
    });
    return reply.redirect(keepLanguage(req, back), 303);
  });

  // Sign-up: the account, its confirmation code by mail and its session, all from the API; then `next`. A
  // refusal goes back to the form with what was typed (never the password) and each field's reason, in a
  // cookie only that page reads (and deletes), so no name, phone or birth date is written in an address.
  app.post('/signup', { schema: { hide: true } }, async (req, reply) => {
    const form = formOf(req.body);
    const next = safeNextPath(form.next);
    const answer = await callApi(app, req, {
      method: 'POST',
      url: '/api/v1/auth/signup',
      body: Object.fromEntries(signupFields.map((name) => [name, form[name] ?? ''])),
    });
    for (const cookie of answer.cookies) reply.header('set-cookie', cookie);
    if (answer.status >= 200 && answer.status < 300) {
      sayOnce(reply, 'signed-up');
      return reply.redirect(keepLanguage(req, next), 303);
    }
    const error = keepDraft(reply, signupDraftCookie, '/signup', signupFields, form, answer);
    const back = withQuery('/signup', { next: next === '/' ? undefined : next, error });
    return reply.redirect(keepLanguage(req, back), 303);
  });

  // A doctor's application: the account and the pending application, from the API; then sign-in, which says
  // the application was received and has the address filled in. Refused: as sign-up, back with the draft.
  app.post('/joinnewdoctor', { schema: { hide: true } }, async (req, reply) => {
    const form = formOf(req.body);
    const answer = await callApi(app, req, {
      method: 'POST',
      url: '/api/v1/doctor-applications',
      body: Object.fromEntries(applicationFields.map((name) => [name, form[name] ?? ''])),
    });
    for (const cookie of answer.cookies) reply.header('set-cookie', cookie);
    if (answer.status >= 200 && answer.status < 300) {
      return reply.redirect(keepLanguage(req, withQuery('/login', { email: form.email, done: 'applied' })), 303);
    }
    const error = keepDraft(reply, applicationDraftCookie, '/joinnewdoctor', applicationFields, form, answer);
    return reply.redirect(keepLanguage(req, withQuery('/joinnewdoctor', { step: '2', error })), 303);
  });

  for (const [path, route] of Object.entries(routes)) {
    app.post(path, { schema: { hide: true } }, async (req, reply) => {
      const form = formOf(req.body);
      const answer = await callApi(app, req, route.api(form));
      for (const cookie of answer.cookies) reply.header('set-cookie', cookie);
      if (answer.status >= 200 && answer.status < 300) {
        return reply.redirect(keepLanguage(req, route.next(form, answer.body, reply)), 303);
      }
      // Back to the form's own page (not to a part of it) with the reason.
      const back = new URL(route.back(form), 'http://page.invalid');
      back.searchParams.set('error', errorKey(answer.status, answer.body));
      return reply.redirect(keepLanguage(req, `${back.pathname}${back.search}`), 303);
    });
  }
};

/**
 * What the next page, whichever it is, says once: the welcome after signing in or up (contracts' page-flash).
 * Not HttpOnly: the app's pages read and delete it in the browser (use-flash-toast.ts).
 */
function sayOnce(reply: FastifyReply, flash: PageFlash): void {
  reply.setCookie(flashCookie, flash, { path: '/', maxAge: FLASH_MAX_AGE_SECONDS, sameSite: 'lax' });
}

/** The form's fields as strings (a field posted twice: its first value). */
function formOf(body: unknown): Form {
  if (!body || typeof body !== 'object') return {};
  const form: Form = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') form[key] = value;
  return form;
}

/**
 * The message key for a refusal: a field's own key (`password_too_short`) when the API names one, else the
 * error's code (`token_invalid`, `rate_limited`). Only keys of this shape reach the page, which shows the
 * localised message it has for it.
 */
export function errorKey(status: number, body: unknown): string {
  const error = (body as { error?: { code?: unknown; fields?: Record<string, unknown> } } | null)?.error;
  const field = error?.fields ? Object.values(error.fields).find((v) => typeof v === 'string') : undefined;
  const key = typeof field === 'string' ? field : typeof error?.code === 'string' ? error.code : '';
  if (/^[a-z_]{1,60}$/.test(key)) return key;
  return status === 429 ? 'rate_limited' : 'internal';
}

/** The API as the visitor: as web-pages.ts's reads, but a write, so the visitor's origin goes with it. */
async function callApi(
  app: FastifyInstance,
  req: FastifyRequest,
  call: { method: 'POST' | 'DELETE'; url: string; body?: Record<string, unknown> },
) {
  const language = chosenLanguage(req);
  // The form's own request passed the CSRF check (an onRequest hook of every route), so the inner call names
  // its own origin. Its host is the one the visitor asked for (behind a trusted proxy, the forwarded one), so
  // links in mails match it; PUBLIC_URL overrides both, as for every mail.
  const headers: Record<string, string> = { accept: 'application/json', host: req.host, origin: `http://${req.host}` };
  for (const name of ['cookie', 'user-agent'] as const) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (language) headers['accept-language'] = language;
  else if (typeof req.headers['accept-language'] === 'string')
    headers['accept-language'] = req.headers['accept-language'];
  const res = await app.inject({
    method: call.method,
    url: call.url,
    headers: call.body ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(call.body ? { payload: JSON.stringify(call.body) } : {}),
    remoteAddress: req.ip,
  });
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  const setCookie = res.headers['set-cookie'];
  return {
    status: res.statusCode,
    body: json ? (res.json() as unknown) : null,
    cookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
  };
}
