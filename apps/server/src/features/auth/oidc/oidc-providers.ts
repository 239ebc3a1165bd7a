import type { OidcProvider } from '@tabib/contracts';
import * as client from 'openid-client';
import type { Config } from '../../../config.ts';

export interface ProviderSettings extends OidcProvider {
  issuer: string;
  clientId: string;
  clientSecret?: string;
}

/** The providers whose client id is configured, Google first. */
export function enabledProviders(config: Config): ProviderSettings[] {
  const providers: ProviderSettings[] = [];
  if (config.OIDC_GOOGLE_CLIENT_ID) {
    providers.push({
      id: 'google',
      name: 'Google',
      issuer: config.OIDC_GOOGLE_ISSUER,
      clientId: config.OIDC_GOOGLE_CLIENT_ID,
      clientSecret: config.OIDC_GOOGLE_CLIENT_SECRET,
    });
  }
  if (config.OIDC_CLIENT_ID && config.OIDC_ISSUER) {
    providers.push({
      id: config.OIDC_PROVIDER_NAME,
      name: config.OIDC_PROVIDER_LABEL ?? config.OIDC_PROVIDER_NAME,
      issuer: config.OIDC_ISSUER,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
    });
  }
  return providers;
}

export function findProvider(config: Config, id: string): ProviderSettings | null {
  return enabledProviders(config).find((p) => p.id === id) ?? null;
}

const discovered = new Map<string, Promise<client.Configuration>>();

/**
 * The provider's metadata and keys, fetched once per process. A failed discovery is forgotten so that
 * the next sign-in tries again instead of failing until a restart.
 */
export function providerConfiguration(provider: ProviderSettings): Promise<client.Configuration> {
  const key = `${provider.issuer}\n${provider.clientId}`;
  let pending = discovered.get(key);
  if (!pending) {
    pending = discover(provider);
    pending.catch(() => discovered.delete(key));
    discovered.set(key, pending);
  }
  return pending;
}

async function discover(provider: ProviderSettings): Promise<client.Configuration> {
  const issuer = new URL(provider.issuer);
  // Plain HTTP only for a provider on this machine (development and tests); anything remote needs TLS.
  const local = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  const configuration = await client.discovery(issuer, provider.clientId, undefined, undefined, {
    execute: local ? [client.allowInsecureRequests] : [],
    timeout: 10,
  });
  const auth = clientAuthentication(configuration, provider.clientSecret);
  const ready = new client.Configuration(configuration.serverMetadata(), provider.clientId, undefined, auth);
  if (local) client.allowInsecureRequests(ready);
  ready.timeout = 10;
  return ready;
}

function clientAuthentication(configuration: client.Configuration, secret: string | undefined): client.ClientAuth {
  if (!secret) return client.None();
  const supported = configuration.serverMetadata().token_endpoint_auth_methods_supported;
  // client_secret_basic is the OpenID default, assumed when the provider lists nothing.
  if (!supported || supported.includes('client_secret_basic')) {
    return client.ClientSecretBasic(secret);
  }
  return client.ClientSecretPost(secret);
}
