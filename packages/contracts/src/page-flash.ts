import { z } from 'zod';

/**
 * What a form route did that the next page says once, whatever page that is (`next` may be any page): the
 * server's form route writes it in this cookie, the page that renders next reads it and deletes it. A cookie
 * rather than a query, so that the address the visitor lands on, bookmarks or shares does not say it again.
 */
export const flashCookie = 'tabib_flash';

/** `signed-in`: the sign-in form (or its second step) opened a session; `signed-up`: the sign-up form did. */
export const PageFlash = z.enum(['signed-in', 'signed-up']);
export type PageFlash = z.infer<typeof PageFlash>;

/** Long enough for the redirect it goes with, short enough that a page opened much later does not show it. */
export const FLASH_MAX_AGE_SECONDS = 60;
