import type { OidcLoginError } from '@tabib/contracts';

/** Ends a sign-in through a provider; the route turns it into /login?error=<code>. */
export class OidcSignInError extends Error {
  constructor(
    readonly code: OidcLoginError,
    message: string,
  ) {
    super(message);
  }
}
