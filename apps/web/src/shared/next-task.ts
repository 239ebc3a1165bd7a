/**
 * Resolves in a later task, so that the work after it does not lengthen the current one: a page waits for a
 * task to end before it can answer a tap or a key (decision 011). `scheduler.yield()` where the browser has
 * it, which runs the rest ahead of other waiting tasks; otherwise a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
