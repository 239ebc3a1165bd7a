import { z } from 'zod';
// Relative, not '@tabib/contracts': vite.config.ts imports this file, and Vite's config loader leaves
// package imports to Node, which does not load the contracts' TypeScript.
import { Language } from '../../../packages/contracts/src/common.ts';

const files = z.array(z.string().regex(/^assets\/[\w.-]+$/));

/**
 * What the web build writes to dist/.vite/page-assets.json and the server reads once at start: the files
 * each page needs beyond the shell's own, per language, so that the page's HTML can ask for them at once
 * instead of after its scripts have run (decision 010).
 */
export const PageAssets = z.object({
  languages: z.record(Language, z.object({ strings: files, fonts: files })),
  pages: z.array(
    z.object({
      /** React Router's pattern: '/doctors/:id'; '/' is the home page. */
      path: z.string().startsWith('/'),
      scripts: files,
      styles: files,
      strings: z.record(Language, files),
    }),
  ),
});
export type PageAssets = z.infer<typeof PageAssets>;
