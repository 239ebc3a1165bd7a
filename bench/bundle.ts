/**
 * The web app's JavaScript budget: `npm run build && npm run bench:bundle`.
 * Reads the production build's manifest and prints, gzipped, every JS file the browser must fetch before it
 * can render `/` (the entry chunk and everything it imports statically, and the home page's own chunk with
 * its imports, should it ever become lazy) against the budget, then every lazy route's chunk and what it
 * adds beyond the home route.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { flattenPages } from '../apps/web/src/app/pages.ts';

/** The budget (DESIGN.md, issue "proven under load"): gzip bytes of the JS the home route loads up front. */
const HOME_BUDGET = 100 * 1024;

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
const dist = path.join(webRoot, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

function readManifest(): Manifest {
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`${path.relative(process.cwd(), manifestFile)} is missing: run npm run build first.`);
  }
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The chunk and every chunk it imports statically, transitively (manifest keys). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const jsFiles = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
const sum = (files: string[]) => files.reduce((total, f) => total + gzipSize(f), 0);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** URL pattern -> source module of every lazy route, from the table the router is built from. */
function lazyRoutes(): { path: string; src: string }[] {
  return flattenPages().map((page) => ({ path: page.path.slice(1), src: `src/${page.modules.at(-1)!}` }));
}

const manifest = readManifest();
const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
if (entries.length !== 1) throw new Error(`Expected one entry (index.html) in the manifest, found ${entries.length}`);
const home = staticClosure(manifest, entries[0]!);
const homePage = Object.keys(manifest).find((k) => manifest[k]!.src === 'src/app/home/home-page.tsx');
if (homePage) staticClosure(manifest, homePage, home);
const homeFiles = jsFiles(manifest, home);
const homeBytes = sum(homeFiles);

const rows = lazyRoutes().map((route) => {
  const key = Object.keys(manifest).find((k) => manifest[k]!.src === route.src);
  if (!key) throw new Error(`No chunk for the route /${route.path} (${route.src}) in the manifest`);
  const own = gzipSize(manifest[key]!.file);
  const extra = sum(
    jsFiles(
      manifest,
      [...staticClosure(manifest, key)].filter((k) => !home.has(k)),
    ),
  );
  return { route: `/${route.path}`, chunk: manifest[key]!.file, own, extra };
});
const lines = [
  `home route (/): ${kB(homeBytes)} gzip in ${homeFiles.length} files, budget ${kB(HOME_BUDGET)}`,
  ...homeFiles
    .map((f) => [gzipSize(f), f] as const)
    .sort((a, b) => b[0] - a[0])
    .map(([size, f]) => `  ${kB(size).padStart(9)}  ${f}`),
  '',
  `${'lazy route'.padEnd(28)}${'chunk gzip'.padStart(11)}${'+ not in home'.padStart(15)}  file`,
  ...rows.map((r) => `${r.route.padEnd(28)}${kB(r.own).padStart(11)}${kB(r.extra).padStart(15)}  ${r.chunk}`),
];
console.log(lines.join('\n'));

console.log(
  `\nbudget home route <= ${kB(HOME_BUDGET)} gzip: ${homeBytes <= HOME_BUDGET ? 'ok' : `MISSED by ${kB(homeBytes - HOME_BUDGET)}`}`,
);
