import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageAssets } from '@tabib/contracts';

const noPages: PageAssets = {
  languages: { ar: { strings: [], fonts: [] }, en: { strings: [], fonts: [] } },
  pages: [],
};

/**
 * A stand-in for apps/web/dist in a temporary directory: the HTML shell and the page list the build writes
 * beside it (dist/.vite/page-assets.json), which the production server reads at start.
 */
export function fakeWebBuild(html: string, assets: PageAssets = noPages, copyFrom?: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-dist-'));
  if (copyFrom) fs.cpSync(copyFrom, dist, { recursive: true });
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), html);
  fs.writeFileSync(path.join(dist, '.vite', 'page-assets.json'), JSON.stringify(assets));
  return dist;
}
