import { useEffect, useState } from 'react';

/**
 * False until the browser has been idle once after the first render. For what can wait until the page is up
 * and responding (below-the-fold sections): left out of the server's HTML and of the first render, which must
 * match it (decision 011), and of the busy moments just after it.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a short wait instead.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}
