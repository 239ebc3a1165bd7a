import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { nextTask } from '../next-task.ts';

let hydrating = false;
let waiting = 0;
let settled: (() => void) | undefined;

/**
 * Runs the browser's take-over of the server's HTML (decision 011), during which every `HydrateLater` defers
 * its part to a task of its own; resolves once all of them have been taken over.
 */
export function hydrateInSteps(hydrate: () => void): Promise<void> {
  // Until every part has been taken over: a part taken over in its own task defers the parts inside it in
  // turn, each to a task of its own (a list's cards, say), rather than taking them all over at once.
  const done = new Promise<void>((resolve) => {
    settled = () => {
      hydrating = false;
      resolve();
    };
  });
  hydrating = true;
  try {
    hydrate();
  } finally {
    if (waiting === 0) settled?.();
  }
  return done;
}

/** The parts waiting to be taken over, by a token each HydrateLater keeps (the suspended Later keeps no hooks). */
const deferred = new WeakSet<object>();

function Later({ token, children }: { token: object; children: ReactNode }) {
  useEffect(() => {
    if (!deferred.has(token)) return;
    deferred.delete(token);
    if (--waiting === 0) settled?.();
  }, [token]);
  if (hydrating && !deferred.has(token)) {
    // Preact keeps the server's element meanwhile, and takes it over when this resolves, in a new task.
    deferred.add(token);
    waiting++;
    throw nextTask();
  }
  return children;
}

/**
 * A part of a page the browser takes over in a task of its own rather than with the whole page, so that no
 * single task blocks the page for long. Its children must render one element: what Preact keeps of the
 * server's HTML while it waits.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [token] = useState(() => ({}));
  return (
    <Suspense fallback={null}>
      <Later token={token}>{children}</Later>
    </Suspense>
  );
}
