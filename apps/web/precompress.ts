import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** What a browser gets compressed: text, from 1 kB (fonts and images are compressed formats already). */
const PRECOMPRESSED = /\.(?:js|css|html|svg|json|webmanifest|txt|xml)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes every text file under `folder` also as `.br` (brotli's best, 11) and `.gz` (gzip's 9), for the server
 * to send as they are (decision 029). Both builds use it: the app's (vite.config.ts) and the pages' (astro.config.ts).
 */
export async function precompressFolder(folder: string) {
  const files = (await fs.readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((f) => f.isFile() && PRECOMPRESSED.test(f.name))
    .map((f) => path.join(f.parentPath, f.name));
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(file);
      if (body.length < 1024) return;
      const quality = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY };
      const sizeHint = { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length };
      await fs.writeFile(`${file}.br`, await brotli(body, { params: { ...quality, ...sizeHint } }));
      await fs.writeFile(`${file}.gz`, await gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }));
    }),
  );
}
