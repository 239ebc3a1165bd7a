// `npm start` (scripts/start.mjs) runs this first: it builds the web app and the server only when a build is missing or older than
// what it is built from, so a restart of a built checkout does not wait for a build (decision 021).
// `node scripts/build-if-stale.mjs server` checks the server alone.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shared = ['packages/contracts/src', 'packages/triage/src', 'package-lock.json', 'tsconfig.base.json'];

export const builds = {
  web: {
    workspace: '@tabib/web',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/astro.config.ts',
      'apps/web/precompress.ts',
      'apps/web/package.json',
      ...shared,
    ],
    outputs: ['apps/web/dist/index.html', 'apps/web/dist-pages/server/entry.mjs'],
  },
  server: {
    workspace: '@tabib/server',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', ...shared],
    outputs: ['apps/server/dist/main.js'],
  },
};

/** The newest modification time under `p` (a file or a folder), 0 when it does not exist. */
function newest(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) latest = Math.max(latest, newest(path.join(p, entry)));
  return latest;
}

/** Why `name` must be built, or null when its build is there and newer than all it is built from. */
export function staleReason(name) {
  const { sources, outputs } = builds[name];
  let oldestOutput = Infinity;
  for (const output of outputs) {
    const file = path.join(root, output);
    if (!fs.existsSync(file)) return `${output} is missing`;
    oldestOutput = Math.min(oldestOutput, fs.statSync(file).mtimeMs);
  }
  for (const source of sources) {
    if (newest(path.join(root, source)) > oldestOutput) return `${source} changed since the last build`;
  }
  return null;
}

export function buildIfStale(name) {
  const reason = staleReason(name);
  if (!reason) return false;
  console.log(`Building ${name}: ${reason}.`);
  execFileSync('npm', ['run', 'build', '--workspace', builds[name].workspace], { cwd: root, stdio: 'inherit' });
  return true;
}

if (process.argv[1] === import.meta.filename) {
  const names = process.argv.slice(2);
  for (const name of names.length ? names : Object.keys(builds)) {
    if (!(name in builds)) throw new Error(`Unknown build ${name}: one of ${Object.keys(builds).join(', ')}`);
    buildIfStale(name);
  }
}
