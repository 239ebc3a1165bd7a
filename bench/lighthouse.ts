/**
 * Lighthouse on the production build: `npm run build && npm run bench:lighthouse`.
 * Builds nothing itself: starts the real server (NODE_ENV=production, serving apps/web/dist) on a free port
 * over a throw-away embedded database with the demo seed, then runs Lighthouse (mobile preset, default
 * simulated throttling) in the system Chromium (CHROME_PATH or /usr/bin/chromium) on the issue's main pages (the
 * home page, the doctor search, a doctor's profile, booking, the symptom checker, the medicine library and my
 * appointments, the last two signed in as the demo patient) and the about page, in Arabic and English
 * (`?lang=`), and prints the four category scores and the total blocking time of every run.
 * Targets (issue 35), for the worst of the runs: performance >= 98, accessibility, best practices and SEO 100,
 * total blocking time <= 100 ms.
 * `--runs 3` runs each page three times; the table shows each page's worst run (lowest performance), which is
 * what the targets judge (the score moves with the machine's load, and a visitor meets the bad runs too);
 * `--only /doctors` limits the pages; `--audits` lists every failing audit of every page; `--save dir`
 * writes each page's Lighthouse report (JSON) there.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Relative: the demo seed's fixed patient, which the server's first start creates.
import { DEMO_PATIENT } from '../apps/server/src/seed/demo-accounts.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    only: { type: 'string' },
    audits: { type: 'boolean', default: false },
    save: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(repo, 'apps/web/dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('apps/web/dist is missing: run npm run build first.');
  process.exit(1);
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
const targets: Record<Category, number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const blockingTarget = 100;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-bench-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'apps/server/src/main.ts')], {
  cwd: repo,
  env: {
    // The embedded database, always: a benchmark must not touch the PostgreSQL in DATABASE_URL.
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL')),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    SEED_DOCTORS: '500',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const serverExit = new Promise<number | null>((resolve) => server.on('exit', resolve));

let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitUntilReady(`${base}/readyz`, serverExit);
  const doctor = await firstDoctorId();
  const patient = await sessionCookie(DEMO_PATIENT);
  const pages: { name: string; path: string; cookie?: string }[] = [
    { name: 'home', path: '/' },
    { name: 'doctors', path: '/doctors' },
    { name: 'doctor profile', path: `/doctors/${doctor}` },
    { name: 'booking', path: `/doctors/${doctor}/bookdoctor`, cookie: patient },
    { name: 'chatbot', path: '/chatbot' },
    { name: 'medicine library', path: '/medicine-library' },
    { name: 'my appointments', path: '/myappointments', cookie: patient },
    { name: 'about', path: '/aboutus' },
  ].filter((p) => !values.only || p.path === values.only || p.name === values.only);

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-dev-shm-usage',
      // This machine's network is closed: without these Chromium keeps trying to reach its own services.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

  const rows: { page: string; language: string; scores: Record<Category, number>; blocking: number }[] = [];
  const failing: string[] = [];
  for (const language of ['ar', 'en'] as const) {
    for (const page of pages) {
      const url = `${base}${page.path}${page.path.includes('?') ? '&' : '?'}lang=${language}`;
      const results: { scores: Record<Category, number>; blocking: number; lhr: LhrLike }[] = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await audit(url, chrome.port, page.cookie);
        const scores = Object.fromEntries(
          categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        ) as Record<Category, number>;
        const blocking = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
        results.push({ scores, blocking, lhr });
        console.error(
          `${page.name} (${language}) run ${run + 1}/${runs}: ${categories.map((c) => scores[c]).join(' / ')}, blocking ${blocking} ms`,
        );
      }
      // The worst run: lowest performance, then lowest in the other categories.
      const worst = results.reduce((a, b) => (sumOf(b.scores) < sumOf(a.scores) ? b : a));
      rows.push({ page: page.name, language, scores: worst.scores, blocking: worst.blocking });
      const missed = categories.filter((c) => worst.scores[c] < targets[c]);
      if (worst.blocking > blockingTarget) missed.push('performance');
      if (values.audits || missed.length > 0) {
        failing.push(...failingAudits(`${page.name} (${language})`, worst.lhr));
      }
      if (values.save) {
        fs.mkdirSync(values.save, { recursive: true });
        const file = `${page.name.replaceAll(' ', '-')}-${language}.json`;
        fs.writeFileSync(path.join(values.save, file), JSON.stringify(worst.lhr));
      }
    }
  }

  const header = ['page', 'language', 'performance', 'accessibility', 'best practices', 'SEO', 'blocking'];
  const table = rows.map((r) => [
    r.page,
    r.language,
    ...categories.map((c) => mark(r.scores[c], targets[c])),
    r.blocking <= blockingTarget ? `${r.blocking} ms` : `**${r.blocking} ms**`,
  ]);
  console.log(`\nLighthouse ${lighthouseVersion()} mobile, ${runs} run(s) per page (the worst shown), ${base}`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((h, i) => (i < 2 ? '---' : '---:')).join('|')}|`);
  for (const row of table) console.log(`| ${row.join(' | ')} |`);
  console.log(
    `targets: performance >= ${targets.performance}, accessibility ${targets.accessibility}, best practices ${targets['best-practices']}, SEO ${targets.seo}, blocking <= ${blockingTarget} ms`,
  );
  const misses = rows.flatMap((r) => [
    ...categories.filter((c) => r.scores[c] < targets[c]).map((c) => `${r.page} (${r.language}) ${c}`),
    ...(r.blocking > blockingTarget ? [`${r.page} (${r.language}) blocking time`] : []),
  ]);
  console.log(misses.length === 0 ? 'all targets met' : `MISSED: ${misses.join(', ')}`);
  if (failing.length > 0) console.log(`\n${failing.join('\n')}`);
} finally {
  // chrome-launcher 1.x kills Chrome synchronously (kill() returns nothing to wait for).
  chrome?.kill();
  server.kill('SIGTERM');
  await serverExit;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

interface LhrLike {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      displayValue?: string;
      numericValue?: number;
      scoreDisplayMode: string;
    }
  >;
}

/** One Lighthouse run; a failed trace (NO_NAVSTART and the like, rare and transient) is run again. */
async function audit(url: string, chromePort: number, cookie?: string, attempt = 1): Promise<LhrLike> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr as unknown as LhrLike;
  if (!lhr.runtimeError) return lhr;
  if (attempt < 3) return audit(url, chromePort, cookie, attempt + 1);
  throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
}

/** Audits that cost points (weighted, not passed), with their figures: what to fix. */
function failingAudits(label: string, lhr: LhrLike): string[] {
  const lines: string[] = [];
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      if (ref.weight === 0 && category !== 'performance') continue;
      lines.push(
        `${label} ${category}: ${audit.id} ${Math.round(audit.score * 100)}${audit.displayValue ? ` (${audit.displayValue})` : ''} — ${audit.title}`,
      );
    }
  }
  return lines;
}

/** Performance first: a run lower in performance is worse whatever its other scores. */
function sumOf(scores: Record<Category, number>) {
  return scores.performance * 1000 + scores.accessibility + scores['best-practices'] + scores.seo;
}

function mark(score: number, target: number) {
  return score >= target ? String(score) : `**${score}**`;
}

function lighthouseVersion(): string {
  const file = path.join(repo, 'node_modules/lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

async function firstDoctorId(): Promise<string> {
  const res = await fetch(`${base}/api/v1/doctors?limit=1`);
  const body = (await res.json()) as { items?: { id: string }[] };
  const id = body.items?.[0]?.id;
  if (!res.ok || !id) throw new Error(`GET /api/v1/doctors answered ${res.status} without a doctor`);
  return id;
}

/** Signs in through the API as a visitor's browser would, and returns the session cookie to send with each page. */
async function sessionCookie(account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(account),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';', 1)[0]!);
  if (!res.ok || cookies.length === 0) throw new Error(`signing in as ${account.email} answered ${res.status}`);
  return cookies.join('; ');
}

async function waitUntilReady(url: string, exited: Promise<number | null>) {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error('the server stopped before it was ready');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} was not ready within 3 minutes`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
