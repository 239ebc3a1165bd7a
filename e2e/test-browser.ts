/**
 * The browsers the tests run in, Debian's builds, never downloaded. Every test runs in Chromium's headless
 * shell (package chromium-headless-shell), the same engine without the desktop browser around the page, which
 * is what Playwright itself runs headless: on CI's two cores the suite took half as long again in the full
 * browser, and its slowest tests timed out. The full browser (package chromium) is for what only it does
 * (tests/full-browser.spec.ts).
 */
export const testBrowserPath = process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const fullBrowserPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Chromium's own connections are refused by a closed network, many at a time: none are made. */
export const testBrowserArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
