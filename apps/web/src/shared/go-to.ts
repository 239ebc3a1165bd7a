import type { NavigateFunction, NavigateOptions } from 'react-router';

let appHasPage: (pathname: string) => boolean = () => true;

/** Told by the app's router (app/router.tsx) which paths are its own pages; shared code cannot import the app. */
export function setAppPages(hasPage: (pathname: string) => boolean): void {
  appHasPage = hasPage;
}

/**
 * Goes to `to` after something the user did (signed in, say): inside the app when it has the page, else as a
 * whole new page from the server (one Astro renders, decision 033) at once, without first showing the app's
 * empty stand-in for it under the new address.
 */
export function goTo(navigate: NavigateFunction, to: string, options: NavigateOptions = {}): void {
  const { pathname } = new URL(to, window.location.origin);
  if (appHasPage(pathname)) void navigate(to, options);
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}
