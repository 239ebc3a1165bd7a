/**
 * Registers public/sw.js in production builds (in development Vite serves modules the worker must not
 * cache), then tells the worker which path is shown and which build files were loaded, so that the page
 * reloads offline even when those files arrived before the worker took control.
 */
/** `served`: whether the page is the app's (its shell renders any of its paths) or a page rendered by Astro. */
export function registerServiceWorker(served: 'app' | 'page' = 'app', win: Window = window) {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const start = () => {
    win.navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(async () => {
        const { active } = await win.navigator.serviceWorker.ready;
        if (active) reportVisits(win, active, served);
      })
      .catch(() => {
        // Without a worker the app still works online; nothing to tell the user.
      });
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}

function reportVisits(win: Window, worker: ServiceWorker, served: 'app' | 'page') {
  const reported = new Set<string>();
  let lastPath = '';
  const report = () => {
    const assets = win.performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(`${win.location.origin}/assets/`) && !reported.has(name));
    // The full address: the worker keeps a copy per address (/doctors?city=giza is not /doctors).
    const path = `${win.location.pathname}${win.location.search}`;
    if (assets.length === 0 && path === lastPath) return;
    for (const name of assets) reported.add(name);
    lastPath = path;
    worker.postMessage({ type: 'visited', path, assets, served });
  };
  report();
  // Lazy routes load their chunks (and strings) after navigating; report them as they arrive.
  new PerformanceObserver(report).observe({ type: 'resource' });
  const navigation = (win as Window & { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('currententrychange', report);
  win.addEventListener('popstate', report);
}
