import { z } from 'zod';

/** A provider's id as it appears in /auth/oidc/<id>/start: "google", or the configured generic name. */
export const OidcProviderId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/);

export const OidcProvider = z.object({ id: OidcProviderId, name: z.string() });
export type OidcProvider = z.infer<typeof OidcProvider>;

export const OidcProvidersResponse = z.object({ items: z.array(OidcProvider) });
export type OidcProvidersResponse = z.infer<typeof OidcProvidersResponse>;

/** Any string: an unknown provider is answered like every other failure, with a redirect to the login page. */
export const OidcProviderParams = z.object({ provider: z.string() });

/** `next` is checked by the server (a path on this site, else "/"), so any string is accepted here. */
export const OidcStartQuery = z.object({ next: z.string().optional() });

/** Where the login page learns why a sign-in through a provider did not finish: /login?error=<code>. */
export const OidcLoginError = z.enum(['oidc_failed', 'oidc_email_unverified']);
export type OidcLoginError = z.infer<typeof OidcLoginError>;
