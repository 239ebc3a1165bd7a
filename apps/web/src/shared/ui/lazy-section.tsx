import { lazy, Suspense, type ComponentType } from 'react';
import { useIdle } from './use-idle.ts';

/**
 * A below-the-fold piece of a page in its own chunk: it loads once the browser is idle after the first render
 * instead of with it, and nothing is shown in its place until then (its own boundary, so the page around it
 * never waits). Never in the server's HTML: it would suspend there (decision 011).
 */
export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazySection(props: P) {
    if (!useIdle()) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazySection;
}
