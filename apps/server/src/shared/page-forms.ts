import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { queryLanguage } from './language.ts';

/**
 * Forms of the pages Astro renders (decision 033) post to routes outside /api that answer with a redirect
 * back to the page (post, redirect, get): the page then reads what happened from its query (`done`, or
 * `error` with `field`, the most specific code) and says it in its language. Without script, reloading the
 * page after a form never sends the form again.
 */
export function parseFormBodies(app: FastifyInstance, bodyLimit = 4096): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** A field of a parsed form body, or '' when absent (a form's body is a plain record of strings). */
export function formField(body: unknown, name: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/**
 * `target` (a path, with or without a query and a hash) with the form's `?lang=` added: the page the form came
 * from was in the language the visitor chose, and the next one stays in it.
 */
export function keepLanguage(req: Pick<FastifyRequest, 'url'>, target: string): string {
  const lang = queryLanguage(req.url);
  if (!lang) return target;
  const url = new URL(target, 'http://page.invalid');
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * 303 to `path` with the outcome in its query (`done` or `error` and `field`), keeping the page's language;
 * `anchor` lands on the part of the page that says it (a footer's form, say).
 */
export function redirectToPage(
  reply: FastifyReply,
  path: string,
  outcome: Record<string, string | undefined>,
  anchor?: string,
): FastifyReply {
  const url = new URL(path, 'http://page.invalid');
  for (const [name, value] of Object.entries(outcome)) if (value) url.searchParams.set(name, value);
  const target = `${url.pathname}${url.search}${anchor ? `#${anchor}` : ''}`;
  return reply.code(303).header('cache-control', 'no-store').redirect(target, 303);
}

/** The outcome of a refused form: the error's code, and its first field's code when it has one. */
export function failureOutcome(error: AppError): { error: string; field?: string } {
  const field = error.fields ? Object.values(error.fields)[0] : undefined;
  return { error: error.code, ...(field ? { field } : {}) };
}

/** Signed out (or the session ended): to sign-in, then back to the page. */
export function isSignInNeeded(error: unknown): boolean {
  return error instanceof AppError && error.code === 'unauthorized';
}

export function signInPath(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}
