import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { compatPageOrigins } from './compat-origins.ts';
import { testBrowserArgs, testBrowserPath } from './test-browser.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// A throw-away embedded database per run, unless DATABASE_URL points the server at PostgreSQL.
// Set once in the runner, so its workers (which load this file again) find the same folder: tests read the
// mails the server writes to DATA_DIR/outbox (fixtures.ts, mailTo).
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `tabib-e2e-${process.pid}-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;
// The local OpenID provider (e2e/oidc-provider.ts); its port follows the app's, so parallel runs do not clash.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 226);
const oidc = { clientId: 'tabib-e2e', clientSecret: 'tabib-e2e-client-secret-7f3a9c' };
// Pages standing in for the spec's own web client on other origins (tests/compat-cors.spec.ts).
const compatPages = compatPageOrigins(port);

export default defineConfig({
  testDir: './tests',
  // One output folder per port: several runs at once (different ports) must not wipe each other's files.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  // Three on CI's two cores as anywhere: several tests spend most of a minute waiting for a booked visit to begin.
  workers: 3,
  // One retry in CI only: a 2-core runner under full parallel load occasionally times out a step.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recorded on a failed test's retry only: recording every test (retain-on-failure) more than doubled the
    // suite's time on two cores, and tests timed out for it. Locally, pass --trace on to record a run.
    trace: 'on-first-retry',
    launchOptions: { executablePath: testBrowserPath, args: testBrowserArgs },
  },
  projects: [
    {
      name: 'desktop',
      // The first visit's JavaScript is weighed as a visitor's phone downloads it (issue 35, decision 033).
      testIgnore: ['**/first-visit-js.spec.ts'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'phone',
      // The keyboard-only journeys are a desktop's: a phone has no Tab key. Three files check what no width
      // changes, so one width tells all there is: the other origins' pages only call the API with fetch and draw
      // nothing (compat-cors), stored text is escaped and the CSP holds by the same code at every width
      // (stored-text: the pages it visits do not branch on the width), and the accessibility check itself
      // fails where it must (accessibility-check, on pages of its own).
      testIgnore: [
        '**/keyboard.spec.ts',
        '**/compat-cors.spec.ts',
        '**/stored-text.spec.ts',
        '**/accessibility-check.spec.ts',
      ],
      use: { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: [
    {
      // The production start path (npm start without npm): builds what is stale, then the compiled server.
      command: 'node ../scripts/start.mjs',
      url: `${baseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DOCTORS: '120',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'loopback',
        ADMIN_EMAIL: 'admin@tabib.test',
        ADMIN_PASSWORD: 'admin passphrase for tests',
        // The tests need the demo doctors, and a PostgreSQL (E2E_DATABASE_URL, or the DATABASE_URL the runner
        // inherits, as in CI) is seeded only when asked.
        SEED_DEMO: 'true',
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
        OIDC_CLIENT_ID: oidc.clientId,
        OIDC_CLIENT_SECRET: oidc.clientSecret,
        OIDC_PROVIDER_NAME: 'sso',
        OIDC_PROVIDER_LABEL: 'Tabib Test ID',
        COMPAT_ORIGINS: compatPages.listed,
      },
    },
    {
      command: 'npx tsx compat-origin-server.ts',
      url: compatPages.unlisted,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_COMPAT_PAGE_PORTS: [compatPages.listed, compatPages.unlisted].map((o) => new URL(o).port).join(',') },
    },
    {
      command: 'npx tsx oidc-provider.ts',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        E2E_OIDC_PORT: String(oidcPort),
        E2E_APP_ORIGIN: baseURL,
        E2E_OIDC_CLIENT_ID: oidc.clientId,
        E2E_OIDC_CLIENT_SECRET: oidc.clientSecret,
      },
    },
  ],
});
