import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * A path the app has no page for. Reached by a link or a navigation inside the app, it may be a page the
 * server renders with Astro (decision 033): the browser loads it from the server, in place of this history
 * entry, so Back returns to the page that linked to it. Loaded from the server (a first load, or Back), the
 * server had no page for it either: the app's 404.
 */
export function ServerPage() {
  const navigation = useNavigationType();
  const { pathname, search, hash } = useLocation();
  const fromApp = navigation !== 'POP';
  useEffect(() => {
    if (fromApp) window.location.replace(`${pathname}${search}${hash}`);
  }, [fromApp, pathname, search, hash]);
  return fromApp ? null : <NotFoundPage />;
}
