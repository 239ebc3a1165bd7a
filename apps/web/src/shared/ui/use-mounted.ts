import { useEffect, useState } from 'react';

/**
 * False in the first render, true from the next. What renders only once mounted is left out of the HTML the
 * server renders and out of the first render in the browser, which must match it (decision 011): lazy chunks,
 * and what depends on the browser (media queries).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  // The point is the second render: one state change, once, after the first commit.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), []);
  return mounted;
}
