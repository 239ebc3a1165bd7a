import type { ReactNode } from 'react';

/**
 * The end of every form: a status region read out when it changes (the problem in red, then anything
 * else the form reports), and the row of actions (submit first, then cancel). Reserve its height so
 * nothing jumps when a message appears.
 */
export function FormActions({
  problem,
  status,
  children,
}: {
  problem?: string | null;
  /** Shown after the problem, in the same live region. */
  status?: ReactNode;
  /** The buttons (and links), in order. */
  children: ReactNode;
}) {
  return (
    <>
      <div role="status" aria-live="polite" className="min-h-6 space-y-2">
        {problem ? <p className="font-semibold text-red-700">{problem}</p> : null}
        {status}
      </div>
      <div className="flex flex-wrap gap-3">{children}</div>
    </>
  );
}
