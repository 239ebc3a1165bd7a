/**
 * The OpenID provider the browser tests sign in through: the same one the server tests use, on a fixed
 * port, with Tabib's callback registered. Started by playwright.config.ts next to the app.
 */
import { startTestProvider } from '../apps/server/test/support/oidc-provider.ts';

const port = Number(process.env.E2E_OIDC_PORT);
const appOrigin = process.env.E2E_APP_ORIGIN;
const clientId = process.env.E2E_OIDC_CLIENT_ID;
const clientSecret = process.env.E2E_OIDC_CLIENT_SECRET;
if (!port || !appOrigin || !clientId || !clientSecret) {
  throw new Error('E2E_OIDC_PORT, E2E_APP_ORIGIN, E2E_OIDC_CLIENT_ID and E2E_OIDC_CLIENT_SECRET are required');
}

const provider = await startTestProvider({
  port,
  clientId,
  clientSecret,
  redirectUris: [`${appOrigin}/api/v1/auth/oidc/sso/callback`],
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void provider.close().then(() => process.exit(0)));
}
