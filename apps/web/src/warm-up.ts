/**
 * Loaded with `async` from the HTML's head, so it runs while the page still waits for its styles and fonts
 * (decision 011): the first use of some browser facilities costs tens of milliseconds on a phone, spent here
 * while the screen is blank anyway rather than after the first paint, where it held up the take-over and the
 * answer to a first tap.
 *
 * - The first Intl object loads the browser's Unicode locale data; every page formats numbers or dates.
 * - The first read of session and local storage opens them: the router reads session storage as it starts,
 *   the app local storage for the language chosen.
 * - The first `Request` (with an abort signal) sets up the fetch machinery: the router makes one for the first
 *   page as it starts (40 ms of its 100 at 4× CPU).
 */
new Intl.NumberFormat(document.documentElement.lang || undefined).format(0);
new Request(location.href, { signal: new AbortController().signal });
try {
  sessionStorage.getItem('');
  localStorage.getItem('');
} catch {
  // Storage refused (private browsing, blocked cookies): the app copes without it.
}
