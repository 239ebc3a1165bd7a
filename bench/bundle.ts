/**
 * The web app's JavaScript budget: `npm run build && npm run bench:bundle`.
 * Prints, gzipped, every JS file the browser must fetch before it can render `/` against the budget, then
 * every lazy route's chunk and what it adds beyond the home route. bundle-budget.test.ts checks the same
 * budget in `npm test`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOME_BUDGET, weighBuild } from './bundle-weights.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const { home, homeBytes, routes } = weighBuild(dist);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

console.log(
  [
    `home route (/): ${kB(homeBytes)} gzip in ${home.length} files, budget ${kB(HOME_BUDGET)}`,
    ...home.map(({ file, bytes }) => `  ${kB(bytes).padStart(9)}  ${file}`),
    '',
    `${'lazy route'.padEnd(28)}${'chunk gzip'.padStart(11)}${'+ not in home'.padStart(15)}  file`,
    ...routes.map((r) => `${r.route.padEnd(28)}${kB(r.own).padStart(11)}${kB(r.extra).padStart(15)}  ${r.chunk}`),
  ].join('\n'),
);
console.log(
  `\nbudget home route <= ${kB(HOME_BUDGET)} gzip: ${homeBytes <= HOME_BUDGET ? 'ok' : `MISSED by ${kB(homeBytes - HOME_BUDGET)}`}`,
);
