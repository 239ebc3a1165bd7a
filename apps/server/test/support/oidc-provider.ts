import { generateKeyPairSync, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** What the provider says about the person signing in; the test (or the form) decides all of it. */
export interface ProviderAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export interface TestProviderOptions {
  redirectUris: string[];
  port?: number;
  clientId?: string;
  clientSecret?: string;
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 with one confidential client. Its login step is
 * a plain form at /interaction/<uid>: whoever submits it is signed in as the account it describes
 * (subject, e-mail, whether the e-mail is verified, name); "Cancel" answers access_denied. Consent is
 * given without asking, as a first-party provider would.
 */
export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const clientId = options.clientId ?? 'tabib-test';
  const clientSecret = options.clientSecret ?? 'tabib-test-secret-0123456789abcdef';
  const accounts = new Map<string, ProviderAccount>();

  let handle: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomUUID()] },
    pkce: { methods: ['S256'], required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the ID token itself carries e-mail and name.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ ...account }) } : undefined;
    },
    async loadExistingGrant(ctx) {
      const clientId = ctx.oidc.client!.clientId;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      ctx.oidc.session!.grantIdFor(clientId, grant.jti);
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const oidc = provider.callback();

  handle = (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/cancel)?$/.exec((req.url ?? '').split('?')[0] ?? '');
    if (!match) return void oidc(req, res);
    void interaction(req, res, match[2] === '/cancel').catch((error: unknown) => {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    });
  };

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, cancel: boolean) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(details.uid));
      return;
    }
    if (cancel) {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'cancelled' });
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    const email = form.get('email') ?? '';
    const account: ProviderAccount = {
      sub: form.get('sub') || `sub-${email || randomUUID()}`,
      ...(email ? { email } : {}),
      email_verified: form.get('email_verified') === 'true',
      ...(form.get('name') ? { name: form.get('name') ?? '' } : {}),
    };
    accounts.set(account.sub, account);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub } },
      {
        mergeWithLastSubmission: false,
      },
    );
  }

  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function loginPage(uid: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body>
<main>
<h1>Test identity provider</h1>
<form method="post" action="/interaction/${uid}">
<p><label>Name <input name="name" autocomplete="off"></label></p>
<p><label>Email <input name="email" type="email" autocomplete="off"></label></p>
<p><label><input name="email_verified" type="checkbox" value="true" checked> Email verified</label></p>
<p><label>Subject <input name="sub" autocomplete="off"></label></p>
<p><button type="submit">Sign in</button></p>
</form>
<form method="post" action="/interaction/${uid}/cancel"><button type="submit">Cancel</button></form>
</main>
</body></html>`;
}

/**
 * Plays the browser at the provider, from the authorization URL Tabib redirected to: its login form (signed
 * in as `account`) and every redirect after, until one leads back to `returnOrigin`; that URL (with code,
 * state and iss) is returned.
 */
export async function browseProvider(
  authorizationUrl: URL,
  account: ProviderAccount,
  returnOrigin: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  let location = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (location.href.startsWith(returnOrigin)) return location;
    const interaction = /^\/interaction\/[\w-]+$/.test(location.pathname);
    const response = interaction
      ? await fetch(location, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            sub: account.sub,
            email: account.email ?? '',
            name: account.name ?? '',
            ...(account.email_verified ? { email_verified: 'true' } : {}),
          }).toString(),
        })
      : await fetch(location, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(pair.slice(0, at).trim());
      else cookies.set(pair.slice(0, at).trim(), value);
    }
    const target = response.headers.get('location');
    if (!target) throw new Error(`provider stopped at ${location.href} with ${response.status}`);
    location = new URL(target, location);
  }
  throw new Error('too many redirects at the provider');
}
