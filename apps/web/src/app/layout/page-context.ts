import { flashCookie, Me, pageFlashOf, type PageFlash, type User } from '@tabib/contracts';
import type { AstroGlobal } from 'astro';
import type { TFunction } from 'i18next';
import { isLanguage, languageCookie, type Language } from '../../i18n/languages.ts';
import { serverI18n } from '../../i18n/server.ts';

/** What every page rendered by Astro knows about its request (decision 033). */
export interface PageContext {
  language: Language;
  t: TFunction;
  user: User | null;
  /** What the last form route asked this page to say once (contracts' page-flash), for the signed-in user. */
  flash: PageFlash | null;
}

/**
 * The page's language as the app chooses it (languages.ts, and the server's web-shell.ts for its pages):
 * `?lang=` first, then the remembered choice (cookie), then Arabic. A `?lang=` choice is written to the cookie
 * here, so the very next page opens in it too.
 */
export async function pageContext(astro: AstroGlobal): Promise<PageContext> {
  const chosen = astro.url.searchParams.get('lang');
  const remembered = astro.cookies.get(languageCookie)?.value;
  const language: Language = isLanguage(chosen) ? chosen : isLanguage(remembered) ? remembered : 'ar';
  // Not on a speculative request (the language switch prerendered, page.astro): the visitor has not chosen
  // yet, and may never; shell.ts remembers the choice once the page is shown.
  const speculative = astro.request.headers.get('sec-purpose')?.includes('prefetch') ?? false;
  if (isLanguage(chosen) && chosen !== remembered && !speculative) {
    // Neither HttpOnly nor Secure: the app rewrites it (languages.ts).
    astro.cookies.set(languageCookie, chosen, { path: '/', maxAge: 31_536_000, sameSite: 'lax' });
  }
  const user = await signedInUser(astro);
  // Said once: read and deleted by the page that shows it (not by a prerender, which may never be shown).
  const flash = speculative ? null : pageFlashOf(astro.cookies.get(flashCookie)?.value);
  if (flash) astro.cookies.delete(flashCookie, { path: '/' });
  return { language, t: serverI18n(language).t, user, flash: user ? flash : null };
}

async function signedInUser(astro: AstroGlobal): Promise<User | null> {
  if (!astro.locals.api) return null;
  const answer = await astro.locals.api('/api/v1/auth/me');
  if (answer.status !== 200) return null;
  return Me.safeParse(answer.body).data?.user ?? null;
}
