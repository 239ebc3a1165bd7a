/**
 * What a form route did that the next page says once, whatever page that is (`next` may be any page): the
 * server's form route writes it in this cookie, the page that renders next reads it and deletes it. A cookie
 * rather than a query, so that the address the visitor lands on, bookmarks or shares does not say it again.
 * Without zod, and importable alone (`@tabib/contracts/page-flash`): the app's shell reads it on every page.
 */
export const flashCookie = 'tabib_flash';

/** `signed-in`: the sign-in form (or its second step) opened a session; `signed-up`: the sign-up form did. */
export const PAGE_FLASHES = ['signed-in', 'signed-up'] as const;
export type PageFlash = (typeof PAGE_FLASHES)[number];

/** A cookie's value as a flash, or null for anything else. */
export function pageFlashOf(value: unknown): PageFlash | null {
  return PAGE_FLASHES.find((flash) => flash === value) ?? null;
}

/** Long enough for the redirect it goes with, short enough that a page opened much later does not show it. */
export const FLASH_MAX_AGE_SECONDS = 60;
