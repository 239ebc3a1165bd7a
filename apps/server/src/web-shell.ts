import fs from 'node:fs';
import path from 'node:path';
import { Language } from '@tabib/contracts';
import { PageAssets } from '../../web/src/page-assets.ts';
import { queryLanguage } from './shared/language.ts';

/**
 * The web app's HTML shell, fitted to each page (decision 010): the document's language and direction, and
 * links that make the browser fetch at once what the page's scripts would otherwise ask for one after another
 * (the page's chunks, its strings in that language, that language's fonts).
 */
export interface WebShell {
  /** The page's language: `?lang=`, then the cookie, then Arabic. */
  language(url: string, cookieLanguage: string | undefined): Language;
  /** The shell with its splash, which the app replaces once it has rendered the page. */
  render(url: string, cookieLanguage: string | undefined): string;
}

export function loadWebShell(distDir: string): WebShell {
  const html = path.join(distDir, 'index.html');
  if (!fs.existsSync(html)) throw new Error(`The web app is not built: ${html} is missing (run npm run build).`);
  const file = path.join(distDir, '.vite', 'page-assets.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the web app again (npm run build).`);
  return webShell(fs.readFileSync(html, 'utf8'), PageAssets.parse(JSON.parse(fs.readFileSync(file, 'utf8'))));
}

export function webShell(template: string, assets: PageAssets): WebShell {
  const opening = /<html[^>]*>/;
  if (!opening.test(template) || !template.includes('</head>')) {
    throw new Error('index.html has no <html> or </head> to fit to the page');
  }
  const link = (attributes: string, file: string) => `<link ${attributes} href="/${file}">`;
  // Every page in both languages, and the bare shell for an unknown path, made once here rather than per request.
  const fit = (language: Language, page: PageAssets['pages'][number] | undefined) => {
    const { strings, fonts } = assets.languages[language];
    const links = [
      ...strings.map((f) => link('rel="modulepreload" crossorigin', f)),
      ...(page?.scripts ?? []).map((f) => link('rel="modulepreload" crossorigin', f)),
      ...(page?.strings[language] ?? []).map((f) => link('rel="modulepreload" crossorigin', f)),
      ...(page?.styles ?? []).map((f) => link('rel="preload" as="style" crossorigin', f)),
      ...fonts.map((f) => link('rel="preload" as="font" type="font/woff2" crossorigin', f)),
    ];
    return template
      .replace(opening, `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`)
      .replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  };
  const both = (page?: PageAssets['pages'][number]) => ({ ar: fit('ar', page), en: fit('en', page) });
  const pages = assets.pages.map((page) => ({ segments: segmentsOf(page.path), html: both(page) }));
  const bare = both();

  return {
    language: pageLanguage,
    render(url, cookieLanguage) {
      const language = pageLanguage(url, cookieLanguage);
      const pathname = url.split('?', 1)[0] || '/';
      return (matchPage(pages, segmentsOf(safeDecode(pathname)))?.html ?? bare)[language];
    },
  };
}

/** As the web app chooses (languages.ts): `?lang=` first, then the remembered choice, then Arabic. */
function pageLanguage(url: string, cookieLanguage: string | undefined): Language {
  return queryLanguage(url) ?? Language.safeParse(cookieLanguage).data ?? 'ar';
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** React Router's patterns here are literal segments (matched regardless of case, as it does) and `:params`; an
 * unknown path gets the bare shell. */
function matchPage<P extends { segments: string[] }>(pages: P[], segments: string[]): P | undefined {
  return pages.find(
    (page) =>
      page.segments.length === segments.length &&
      page.segments.every((s, i) => s.startsWith(':') || s.toLowerCase() === segments[i]!.toLowerCase()),
  );
}
