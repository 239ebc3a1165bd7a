import type { AstroGlobal } from 'astro';
import type { PageContext } from '../../app/layout/page-context.ts';

/**
 * Who may see an admin page: a visitor is sent to sign in (and back here after), a patient or doctor (or an
 * admin who must set up two-step sign-in first) is answered 403 with a page that says so; only an admin
 * gets the page's data.
 */
export function adminAccess(astro: AstroGlobal, context: PageContext): 'admin' | 'forbidden' | Response {
  const user = context.user;
  if (!user) return astro.redirect(`/login?next=${encodeURIComponent(astro.url.pathname + astro.url.search)}`);
  if (user.role !== 'admin' || user.twoFactorSetupRequired) {
    astro.response.status = 403;
    return 'forbidden';
  }
  return 'admin';
}

/** The outcome of the last form, as the server's redirect wrote it (apps/server/src/features/admin/page-routes.ts). */
export function formOutcome(url: URL, t: PageContext['t']): { ok: boolean; text: string; on: string | null } | null {
  const on = url.searchParams.get('on');
  // A string the key names, or '' when there is none (the query is whatever the address bar says).
  const say = (key: string) => (/^[a-z_.:]+$/i.test(key) ? t(key, { defaultValue: '' }) : '');
  const done = url.searchParams.get('done');
  // Two words, never one: `done=reviews` would name a group of strings, not a string.
  if (done && /^[a-z]+\.[a-z]+$/.test(done) && say(`admin:queue.done.${done}`))
    return { ok: true, text: say(`admin:queue.done.${done}`), on };
  const error = url.searchParams.get('error');
  if (!error) return null;
  const problem = say(`admin:queue.problems.${url.searchParams.get('problem') ?? ''}`);
  return { ok: false, text: problem || say(`errors.codes.${error}`) || t('errors.codes.internal'), on };
}
