const flag = 'tabib.reloadedForChunk';

/**
 * After a deploy, an open tab may ask for a lazy chunk that no longer exists. Reload once to get the
 * new build; if that already happened moments ago, let the error reach the error screen instead of looping.
 */
export function reloadOnStaleChunks(win: Window = window) {
  win.addEventListener('vite:preloadError', (event) => {
    const last = Number(win.sessionStorage.getItem(flag) ?? 0);
    if (Date.now() - last < 10_000) return;
    win.sessionStorage.setItem(flag, String(Date.now()));
    event.preventDefault();
    win.location.reload();
  });
}
