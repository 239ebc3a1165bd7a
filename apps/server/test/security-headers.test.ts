import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';
import { fakeWebBuild } from './support/web-build.ts';

/**
 * Security headers on pages and API answers, and the session cookie's flags, in production (HTTPS behind a
 * proxy) and in development (plain HTTP). The built web app's own HTML is checked for anything inline
 * that the policy would block; the browser tests check the running app under the policy.
 */

const webDir = path.resolve(import.meta.dirname, '../../web');
const dist = fakeWebBuild(
  '<!doctype html><html lang="ar" dir="rtl"><head><script type="module" src="/assets/app.js"></script></head><body><div id="root" aria-busy="true"><!--page--><!--/page--></div></body></html>',
);

const production = useTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: dist });
const development = useTestApp({ NODE_ENV: 'development' });

function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(header, 'Content-Security-Policy').toBeTypeOf('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectCommonHeaders(res: LightMyRequestResponse, label: string) {
  const csp = directives(res);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  // Only the site's own files run; inline speculation rules (data: what to prerender) are the one inline kind.
  expect(scripts, `${label}: script-src`).toEqual(["'self'", "'inline-speculation-rules'"]);
  expect(csp.get('script-src-attr'), `${label}: script-src-attr`).toEqual(["'none'"]);
  for (const [name, values] of csp) {
    expect(values, `${label}: ${name}`).not.toContain("'unsafe-inline'");
    expect(values, `${label}: ${name}`).not.toContain("'unsafe-eval'");
  }
  expect(csp.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get('object-src'), `${label}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${label}: base-uri`).toEqual(["'self'"]);
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['x-frame-options'], label).toBe('DENY');
  expect(res.headers['referrer-policy'], label).toBe('same-origin');
  expect(res.headers['x-powered-by'], label).toBeUndefined();
  expect(res.headers.server, label).toBeUndefined();
}

describe('security headers in production', () => {
  const pages = ['/', '/doctors', '/profile/info?lang=en', '/unknown-page'];
  const api = ['/api/v1/specialties', '/api/v1/auth/me', '/api/v1/unknown', '/compat/getSpeciality', '/healthz'];

  it('on pages: CSP without inline script, no framing, HSTS, nosniff, referrer policy, no banner', async () => {
    for (const url of pages) {
      const res = await production.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expectCommonHeaders(res, url);
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(directives(res).has('upgrade-insecure-requests'), url).toBe(true);
    }
  });

  it('on API answers, errors included', async () => {
    for (const url of api) {
      const res = await production.app.inject(url);
      expectCommonHeaders(res, url);
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('the session cookie: __Host- prefixed, HttpOnly, Secure, SameSite=Lax, Path=/', async () => {
    const email = `cookie.${Date.now()}@example.com`;
    const signup = await production.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      remoteAddress: '10.88.0.1',
      payload: {
        name: 'Cookie Person',
        email,
        phone: '01012345678',
        birthDate: '1990-01-01',
        gender: 'female',
        password: 'a long enough password',
      },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const login = await production.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '10.88.0.2',
      payload: { email, password: 'a long enough password' },
    });
    expect(login.statusCode, login.body).toBe(200);
    for (const res of [signup, login]) {
      const cookie = res.cookies.find((c) => c.name === '__Host-tabib_session');
      expect(cookie, 'session cookie').toBeDefined();
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
      expect(cookie!.domain, 'a __Host- cookie has no Domain').toBeUndefined();
      expect(cookie!.value.length).toBeGreaterThanOrEqual(40);
    }
    // Signing out clears it with the same flags.
    const token = login.cookies.find((c) => c.name === '__Host-tabib_session')!.value;
    const logout = await production.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: `__Host-tabib_session=${token}`, origin: 'http://localhost:80' },
    });
    expect(logout.statusCode, logout.body).toBe(200);
    const cleared = logout.cookies.find((c) => c.name === '__Host-tabib_session');
    expect(cleared).toMatchObject({ value: '', httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
  });
});

describe('security headers in development (plain HTTP)', () => {
  it('the same policy, but no HSTS and no upgrade of requests', async () => {
    const res = await development.app.inject('/api/v1/specialties');
    expectCommonHeaders(res, 'development');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(directives(res).has('upgrade-insecure-requests')).toBe(false);
  });

  it('the session cookie without Secure (it could not be sent over HTTP), otherwise the same', async () => {
    const res = await development.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      remoteAddress: '10.88.0.3',
      payload: {
        name: 'Cookie Person',
        email: `cookie.dev.${Date.now()}@example.com`,
        phone: '01012345678',
        birthDate: '1990-01-01',
        gender: 'male',
        password: 'a long enough password',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const cookie = res.cookies.find((c) => c.name === 'tabib_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.secure).toBeFalsy();
  });
});

describe('the web app needs nothing the policy blocks', () => {
  /** Inline <script> elements (with content, no src), inline <style> elements, on* handler attributes. */
  function inlineCode(html: string): string[] {
    const found: string[] = [];
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (!/\bsrc=/.test(m[1]!) || m[2]!.trim()) found.push(`script: ${m[0].slice(0, 80)}`);
    }
    for (const m of html.matchAll(/<style\b[^>]*>/gi)) found.push(`style element: ${m[0]}`);
    for (const m of html.matchAll(/<[^>]+\s(on[a-z]+)\s*=/gi)) found.push(`handler attribute: ${m[1]}`);
    for (const m of html.matchAll(/\shref\s*=\s*["']?\s*javascript:/gi)) found.push(`javascript: URL ${m[0]}`);
    return found;
  }

  it('the HTML templates (source, public pages and, when built, dist) have no inline script, style or handler', () => {
    const files = [path.join(webDir, 'index.html')];
    for (const dir of [path.join(webDir, 'public'), path.join(webDir, 'dist')]) {
      if (!fs.existsSync(dir)) continue;
      for (const name of fs.readdirSync(dir)) if (name.endsWith('.html')) files.push(path.join(dir, name));
    }
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(inlineCode(fs.readFileSync(file, 'utf8')), file).toEqual([]);
  });
});
