import path from 'node:path';
import { z } from 'zod';
import { allowedHostPattern } from './shared/public-origin.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded database (and the mail outbox) live when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  /** Built web app to serve; only used in production. */
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  /**
   * Seed the demo data on first start when the database is empty. Default: on the embedded database only;
   * a PostgreSQL given by DATABASE_URL is seeded only with SEED_DEMO=true.
   */
  SEED_DEMO: booleanish.optional(),
  SEED_DOCTORS: z.coerce.number().int().min(0).max(1_000_000).default(500),
  /** How long a start keeps trying to reach the database (and migrate it) before it gives up. */
  DB_CONNECT_TIMEOUT_S: z.coerce.number().int().min(0).max(3600).default(60),
  /** Time to receive a whole request, headers and body; a slower client gets 408 and is disconnected. */
  REQUEST_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(30),
  /** Time to receive a request's headers; at most REQUEST_TIMEOUT_S. */
  HEADERS_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(10),
  /** An idle kept-alive connection is closed after this; keep it above a reverse proxy's own idle timeout. */
  KEEP_ALIVE_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(72),
  /** A connection with no traffic either way for this long is closed. */
  CONNECTION_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(120),
  /**
   * Open connections allowed from one client address; 0: no cap. Default 100 without TRUST_PROXY, and no
   * cap with it, since then every connection comes from the proxy, which must cap per client itself.
   */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).optional(),
  /** The per-process doctor search cache (decision 006); "false" measures every search as a miss. */
  SEARCH_CACHE: booleanish.default(true),
  /**
   * V8 tuned for memory on the embedded database (shared/small-machine.ts, decision 054): "auto" when the machine
   * (or the container's limit) has at most 2 GiB, "true" or "false" to choose.
   */
  SMALL_MACHINE: z.union([z.literal('auto'), booleanish]).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin of the app, used for absolute links and the same-origin check on writes. */
  PUBLIC_URL: z.url().optional(),
  /**
   * Hosts the app answers mail-sending calls for, and builds links from when PUBLIC_URL is not set: a
   * comma-separated list of names or addresses, each optionally with a port (without one, any port).
   */
  ALLOWED_HOSTS: z
    .string()
    .default('localhost,127.0.0.1')
    .transform((value) =>
      value
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.string().regex(allowedHostPattern, 'host names or addresses, each optionally with :port, comma-separated'),
        )
        .min(1, 'at least one host'),
    ),
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For, read from the right past the
   * trusted hops only) and protocol: "true" (one proxy, as "1"), a hop count, or addresses/CIDRs such as
   * "loopback" or "10.0.0.0/8". Unset: none, so clients cannot spoof it.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|\d+|[\w.:/, -]+)$/)
    .optional(),
  /**
   * Bearer token that GET /metrics (Prometheus text format) requires; unset: /metrics answers 404. At least
   * 16 characters (e.g. `openssl rand -hex 32`).
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** smtp:// or smtps:// server for outgoing mail; without it mails are written to DATA_DIR/outbox as .eml files. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** Sender of outgoing mail. */
  MAIL_FROM: z.string().min(3).default('Tabib <no-reply@tabib.eg>'),
  /** Upcoming (not cancelled, not yet over) appointments one patient may hold with one doctor, and in all. */
  BOOKING_MAX_PER_DOCTOR: z.coerce.number().int().min(1).max(1000).default(2),
  BOOKING_MAX_UPCOMING: z.coerce.number().int().min(1).max(1000).default(5),
  /**
   * Origins (comma-separated, e.g. "https://old.example.com, http://localhost:5000") whose pages may call
   * /compat with credentials: /compat echoes such an origin with Access-Control-Allow-Credentials, and the
   * same-origin check on cookie writes to /compat accepts it. Every other origin gets `*` without credentials.
   */
  COMPAT_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        const origin = originOnly(item);
        if (origin) origins.push(origin);
        else ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin like https://app.example.com` });
      }
      return origins;
    }),
  /**
   * STUN/TURN servers handed to the browsers of a telehealth visit (RTCConfiguration.iceServers), a JSON
   * list: [{"urls":"stun:stun.example.com:3478"},{"urls":["turn:turn.example.com:3478"],"username":"u","credential":"p"}].
   * Unset (and no TURN_SECRET): none, so calls connect over host candidates only (one machine, a LAN).
   */
  ICE_SERVERS: z
    .string()
    .default('[]')
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON list of {"urls", "username"?, "credential"?}' });
        return z.NEVER;
      }
    })
    .pipe(
      z.array(
        z.object({
          urls: z
            .union([z.string(), z.array(z.string()).min(1)])
            .transform((u) => [u].flat())
            .pipe(z.array(z.string().regex(/^(stuns?|turns?):[^\s]+$/, 'stun:, stuns:, turn: or turns: URLs'))),
          username: z.string().min(1).optional(),
          credential: z.string().min(1).optional(),
        }),
      ),
    ),
  /**
   * coturn's shared secret (static-auth-secret, its REST API scheme): every visit gets short-lived TURN
   * credentials for TURN_URLS, username "<expiry>:<user id>", password base64(HMAC-SHA1(secret, username)).
   */
  TURN_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  /** The TURN server's URLs (comma-separated turn:/turns:) for the credentials from TURN_SECRET. */
  TURN_URLS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^turns?:[^\s]+$/, 'turn: or turns: URLs, comma-separated'))),
  /** How long TURN credentials made from TURN_SECRET stay valid after they are handed out. */
  TURN_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(4 * 3600),
  /** Signalling sockets are pinged this often; one that has not answered the previous ping is closed. */
  VISIT_PING_INTERVAL_S: z.coerce.number().int().min(1).max(600).default(25),
  /**
   * Doctors' photos in an S3-compatible bucket (decision 042) instead of DATA_DIR/photos: the bucket's name.
   * With it S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required; S3_ENDPOINT for a server other
   * than AWS (MinIO, Ceph, R2, ...), with S3_FORCE_PATH_STYLE=true when it does not take the bucket in the host name.
   */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lower-case letters, digits, dots and dashes')
    .optional(),
  /** The S3 API's base URL (`https://s3.eu-central-1.amazonaws.com`, `http://127.0.0.1:9000`); default AWS's for S3_REGION. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .refine((url) => !new URL(url).search && !new URL(url).hash, 'must have no query or fragment')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, 'a region name such as eu-central-1 (us-east-1 for most servers of your own)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().max(128).optional(),
  S3_SECRET_ACCESS_KEY: z.string().max(256).optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  /** The operator's admin account, created (or given the admin role again) at every start. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  /**
   * Doctors and admins must set up two-step sign-in (an authenticator app) before they can use their
   * portal: signed in without it, only the enrolment calls answer them. Recommended in production.
   */
  REQUIRE_STAFF_2FA: booleanish.default(false),
  /** "Continue with Google" appears when the client id is set (a Web application client in Google Cloud). */
  OIDC_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /** Any other OpenID Connect provider (Keycloak, Entra ID, Auth0...), enabled when OIDC_CLIENT_ID is set. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  /** Without a secret the client is public and relies on PKCE alone. */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The provider's id in /api/v1/auth/oidc/<name>/...; lower-case letters, digits and dashes. */
  OIDC_PROVIDER_NAME: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'lower-case letters, digits and dashes, at most 32')
    .default('sso'),
  /** Shown on the button: "Continue with <label>"; defaults to OIDC_PROVIDER_NAME. */
  OIDC_PROVIDER_LABEL: z.string().min(1).max(40).optional(),
});

type ParsedConfig = z.infer<typeof ConfigSchema>;
export type Config = Omit<ParsedConfig, 'SEED_DEMO' | 'MAX_CONNECTIONS_PER_ADDRESS'> & {
  SEED_DEMO: boolean;
  MAX_CONNECTIONS_PER_ADDRESS: number;
};

/** `scheme://host[:port]` of an http(s) URL that is nothing more (no path, query, fragment or user), else null. */
function originOnly(text: string): string | null {
  try {
    const url = new URL(text);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    const http = url.protocol === 'http:' || url.protocol === 'https:';
    return bare && http && !text.endsWith('?') && !text.endsWith('#') && /^[a-z]+:\/\/[^/]+\/?$/i.test(text)
      ? url.origin
      : null;
  } catch {
    return null;
  }
}

export class ConfigError extends Error {}

/**
 * The configuration of a process started from the command line (the server, `npm run admin`, backup and
 * restore): a bad variable ends it with the message and exit code 1, never a stack trace.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Validates the environment once at start; the message names every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.ADMIN_EMAIL && !parsed.data.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD: required when ADMIN_EMAIL is set');
  }
  if (parsed.data.HEADERS_TIMEOUT_S > parsed.data.REQUEST_TIMEOUT_S) {
    throw new ConfigError('Invalid configuration:\n  HEADERS_TIMEOUT_S: must not be more than REQUEST_TIMEOUT_S');
  }
  if (parsed.data.BOOKING_MAX_PER_DOCTOR > parsed.data.BOOKING_MAX_UPCOMING) {
    throw new ConfigError(
      'Invalid configuration:\n  BOOKING_MAX_PER_DOCTOR: must not be more than BOOKING_MAX_UPCOMING',
    );
  }
  if (parsed.data.TURN_SECRET && parsed.data.TURN_URLS.length === 0) {
    throw new ConfigError('Invalid configuration:\n  TURN_URLS: required when TURN_SECRET is set');
  }
  const s3Problem = s3ConfigProblem(parsed.data);
  if (s3Problem) throw new ConfigError(`Invalid configuration:\n  ${s3Problem}`);
  const oidcProblem = oidcConfigProblem(parsed.data);
  if (oidcProblem) throw new ConfigError(`Invalid configuration:\n  ${oidcProblem}`);
  return {
    ...parsed.data,
    SEED_DEMO: parsed.data.SEED_DEMO ?? !parsed.data.DATABASE_URL,
    MAX_CONNECTIONS_PER_ADDRESS: parsed.data.MAX_CONNECTIONS_PER_ADDRESS ?? (parsed.data.TRUST_PROXY ? 0 : 100),
  };
}

/** A bucket needs its region and both keys; any S3_ setting without a bucket is a setting half made. */
function s3ConfigProblem(c: ParsedConfig): string | null {
  const needed = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (c.S3_BUCKET) {
    const missing = needed.filter((name) => !c[name]);
    return missing.length ? `${missing.join(', ')}: required when S3_BUCKET is set` : null;
  }
  const given = [...needed, 'S3_ENDPOINT' as const].filter((name) => c[name]);
  return given.length ? `S3_BUCKET: required when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set` : null;
}

function oidcConfigProblem(c: ParsedConfig): string | null {
  if (c.OIDC_GOOGLE_CLIENT_ID && !c.OIDC_GOOGLE_CLIENT_SECRET) {
    return 'OIDC_GOOGLE_CLIENT_SECRET: required when OIDC_GOOGLE_CLIENT_ID is set';
  }
  if (c.OIDC_CLIENT_ID && !c.OIDC_ISSUER) return 'OIDC_ISSUER: required when OIDC_CLIENT_ID is set';
  if (c.OIDC_CLIENT_ID && c.OIDC_GOOGLE_CLIENT_ID && c.OIDC_PROVIDER_NAME === 'google') {
    return 'OIDC_PROVIDER_NAME: "google" is taken by the Google provider';
  }
  return null;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), ...overrides };
}
