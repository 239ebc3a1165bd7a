import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded database (and the mail outbox) live when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  /** Built web app to serve; only used in production. */
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  /** The web app's server renderer (decision 011); by default dist-server beside WEB_DIST_DIR, where the build writes it. */
  WEB_RENDERER_DIR: z.string().min(1).optional(),
  /** Seed the demo data on first start when the database is empty. */
  SEED_DEMO: booleanish.default(true),
  SEED_DOCTORS: z.coerce.number().int().min(0).max(1_000_000).default(500),
  /** The per-process doctor search cache (decision 006); "false" measures every search as a miss. */
  SEARCH_CACHE: booleanish.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin of the app, used for absolute links and the same-origin check on writes. */
  PUBLIC_URL: z.url().optional(),
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For): "true", a hop count, or
   * addresses/CIDRs such as "loopback" or "10.0.0.0/8". Unset: none, so clients cannot spoof it.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|\d+|[\w.:/, -]+)$/)
    .optional(),
  /** smtp:// or smtps:// server for outgoing mail; without it mails are written to DATA_DIR/outbox as .eml files. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** Sender of outgoing mail. */
  MAIL_FROM: z.string().min(3).default('Tabib <no-reply@tabib.eg>'),
  /** The operator's admin account, created (or given the admin role again) at every start. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
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

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

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
  const oidcProblem = oidcConfigProblem(parsed.data);
  if (oidcProblem) throw new ConfigError(`Invalid configuration:\n  ${oidcProblem}`);
  return parsed.data;
}

function oidcConfigProblem(c: z.infer<typeof ConfigSchema>): string | null {
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
