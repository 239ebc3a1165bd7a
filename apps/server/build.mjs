// Compiles the server (and the workspace packages it imports, which are TypeScript sources) into dist/main.js
// and the chunks it loads, so that the production process runs plain JavaScript (decision 021). Dependencies
// from node_modules stay imports. The files the server reads beside its code at run time are copied to where the bundle looks for
// them: dist/ is where src/ was for import.meta.dirname (same depth under apps/server).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const dist = path.join(root, 'dist');
// Built beside dist/ and swapped in at the end: a server starting meanwhile finds the old build or the new, whole.
const next = path.join(root, `dist.${process.pid}.tmp`);
const started = performance.now();

fs.rmSync(next, { recursive: true, force: true });
await build({
  entryPoints: { main: path.join(root, 'src/main.ts') },
  outdir: next,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // main.ts loads the rest (serve.ts) with a dynamic import, after setting V8's flags (decision 055): split into
  // chunks, the rest's imports of node_modules are evaluated only then, not hoisted into main.js.
  splitting: true,
  chunkNames: '[name]-[hash]',
  logLevel: 'warning',
  plugins: [
    {
      name: 'dependencies-stay-imports',
      setup(b) {
        // Bare imports are node_modules packages, except the workspace's own @tabib/* (TypeScript sources).
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@tabib/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
// src/db/client.ts reads migrations from <its dir>/migrations, seed-medicines.ts its catalogue from <its dir>/data.
fs.cpSync(path.join(root, 'src/db/migrations'), path.join(next, 'migrations'), { recursive: true });
fs.cpSync(path.join(root, 'src/features/medicines/data'), path.join(next, 'data'), { recursive: true });
const old = `${dist}.${process.pid}.old`;
if (fs.existsSync(dist)) fs.renameSync(dist, old);
fs.renameSync(next, dist);
fs.rmSync(old, { recursive: true, force: true });
console.log(`server built into dist/ in ${Math.round(performance.now() - started)} ms`);
