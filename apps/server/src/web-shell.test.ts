import type { PageAssets } from '../../web/src/page-assets.ts';
import { describe, expect, it } from 'vitest';
import { webShell } from './web-shell.ts';

const template = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <title>طبيب</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root" aria-busy="true">
      <p>splash</p>
    </div>
  </body>
</html>`;

const assets: PageAssets = {
  languages: {
    ar: { strings: ['assets/ar-common.js'], fonts: ['assets/cairo-arabic-400.woff2'] },
    en: { strings: ['assets/en-common.js'], fonts: ['assets/cairo-latin-400.woff2'] },
  },
  pages: [
    { path: '/', scripts: [], styles: [], strings: { ar: ['assets/ar-doctors.js'], en: ['assets/en-doctors.js'] } },
    {
      path: '/doctors/:id',
      scripts: ['assets/doctor-page.js', 'assets/doctor-card.js'],
      styles: ['assets/doctor-page.css'],
      strings: {
        ar: ['assets/ar-doctors.js', 'assets/ar-reviews.js'],
        en: ['assets/en-doctors.js', 'assets/en-reviews.js'],
      },
    },
    { path: '/profile/chats/:id', scripts: ['assets/chat.js'], styles: [], strings: { ar: [], en: [] } },
  ],
};

const shell = webShell(template, assets);
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="(?:modulepreload|preload)[^>]* href="\/([^"]+)">/g)].map((m) => m[1]);

describe('the HTML shell fitted to a page', () => {
  it('is Arabic and right-to-left unless told otherwise', () => {
    const html = shell.render('/', undefined);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(preloads(html)).toEqual(['assets/ar-common.js', 'assets/ar-doctors.js', 'assets/cairo-arabic-400.woff2']);
  });

  it('takes the language from ?lang= first, then the cookie', () => {
    expect(shell.render('/?lang=en', 'ar')).toContain('<html lang="en" dir="ltr">');
    expect(shell.render('/', 'en')).toContain('<html lang="en" dir="ltr">');
    expect(shell.render('/?lang=ar', 'en')).toContain('<html lang="ar" dir="rtl">');
    // Anything else is ignored, not echoed into the page.
    const odd = shell.render('/?lang=%22%3E%3Cscript%3E', '"><script>');
    expect(odd).toContain('<html lang="ar" dir="rtl">');
    expect(odd).not.toContain('<script>');
  });

  it("preloads the page's chunks, styles and strings in its language, matching :params", () => {
    const html = shell.render('/doctors/3e2d3aad-4929?lang=en', undefined);
    expect(preloads(html)).toEqual([
      'assets/en-common.js',
      'assets/doctor-page.js',
      'assets/doctor-card.js',
      'assets/en-doctors.js',
      'assets/en-reviews.js',
      'assets/doctor-page.css',
      'assets/cairo-latin-400.woff2',
    ]);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/doctor-page.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/doctor-page.css">');
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/cairo-latin-400.woff2">',
    );
    expect(preloads(shell.render('/PROFILE/chats/9/', 'ar'))).toContain('assets/chat.js');
  });

  it('gives an unknown path only the language’s own files, and keeps the rest of the template', () => {
    const html = shell.render('/no/such/page', 'en');
    expect(preloads(html)).toEqual(['assets/en-common.js', 'assets/cairo-latin-400.woff2']);
    expect(shell.render('/doctors', 'en')).not.toContain('doctor-page.js');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html.indexOf('<link')).toBeLessThan(html.indexOf('</head>'));
    expect(shell.render('/%E0%A4%A', undefined)).toContain('<html lang="ar" dir="rtl">');
  });

  it('refuses a template it cannot fit', () => {
    expect(() => webShell('<p>no document</p>', assets)).toThrow(/<html> or <\/head>/);
  });
});
