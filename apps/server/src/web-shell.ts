import fs from 'node:fs';
import path from 'node:path';
import { PageAssets, type Language } from '@tabib/contracts';

/** The cookie the web app writes beside its stored choice, so that the page's HTML is in the right language. */
export const languageCookie = 'lang';

/**
 * The web app's HTML shell, fitted to each page (decision 010): the document's language and direction, and
 * links that make the browser fetch at once what the page's scripts would otherwise ask for one after another
 * (the page's chunks, its strings in that language, that language's fonts).
 */
export interface WebShell {
  render(url: string, cookieLanguage: string | undefined): string;
}

export function loadWebShell(distDir: string): WebShell {
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const file = path.join(distDir, '.vite', 'page-assets.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the web app again (npm run build).`);
  return webShell(template, PageAssets.parse(JSON.parse(fs.readFileSync(file, 'utf8'))));
}

export function webShell(template: string, assets: PageAssets): WebShell {
  const opening = /<html[^>]*>/;
  if (!opening.test(template) || !template.includes('</head>')) {
    throw new Error('index.html has no <html> or </head> to fit to the page');
  }
  const pages = assets.pages.map((page) => ({ ...page, segments: segmentsOf(page.path) }));
  const link = (attributes: string, file: string) => `<link ${attributes} href="/${file}">`;

  return {
    render(url, cookieLanguage) {
      const [pathname = '/', search = ''] = url.split('?', 2);
      const language = pageLanguage(search, cookieLanguage);
      const page = matchPage(pages, segmentsOf(safeDecode(pathname)));
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
    },
  };
}

/** As the web app chooses (languages.ts): `?lang=` first, then the remembered choice, then Arabic. */
function pageLanguage(search: string, cookieLanguage: string | undefined): Language {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (fromQuery === 'ar' || fromQuery === 'en') return fromQuery;
  if (cookieLanguage === 'ar' || cookieLanguage === 'en') return cookieLanguage;
  return 'ar';
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
