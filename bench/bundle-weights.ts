import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { flattenPages } from '../apps/web/src/app/pages.ts';

/** The budget (DESIGN.md, issue "proven under load"): gzip bytes of the JS the home route loads up front. */
export const HOME_BUDGET = 100 * 1024;

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, Chunk>;

export interface BundleWeights {
  /** Every JS file the browser must fetch before it can render `/`, with its gzip size. */
  home: { file: string; bytes: number }[];
  homeBytes: number;
  /** Each lazy route's own chunk, and what its first load adds beyond the home route. */
  routes: { route: string; chunk: string; own: number; extra: number }[];
}

/**
 * Weighs a production build (`dist`, with its `.vite/manifest.json`): the entry chunk, the app it imports and
 * everything they import statically (and the home page's own chunk with its imports, should it ever become lazy), then
 * every lazy route of src/app/pages.ts.
 */
export function weighBuild(dist: string): BundleWeights {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first.`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;

  const gzipCache = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  /** The chunk and every chunk it imports statically, transitively (manifest keys). */
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    if (into.has(key)) return into;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    into.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const jsFiles = (keys: Iterable<string>) => [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipSize(f), 0);
  const keyOf = (src: string) => Object.keys(manifest).find((k) => manifest[k]!.src === src);

  // index.html's script: main.tsx.
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  if (entries.length === 0) throw new Error('The manifest has no entry (index.html)');
  const home = new Set<string>();
  for (const entry of entries) closure(entry, home);
  const homeFiles = jsFiles(home);

  const routes = flattenPages().map((page) => {
    const src = `src/${page.modules.at(-1)!}`;
    const key = keyOf(src);
    if (!key) throw new Error(`No chunk for the route ${page.path} (${src}) in the manifest`);
    const extra = sum(jsFiles([...closure(key)].filter((k) => !home.has(k))));
    return { route: page.path, chunk: manifest[key]!.file, own: gzipSize(manifest[key]!.file), extra };
  });
  return {
    home: homeFiles.map((file) => ({ file, bytes: gzipSize(file) })).sort((a, b) => b.bytes - a.bytes),
    homeBytes: sum(homeFiles),
    routes,
  };
}
