import type { ReactNode } from 'react';

/**
 * The end of every form: a status region read out when it changes (anything the form reports first, the
 * problem in red, then the rest), and the row of actions (submit first, then cancel). Its height is
 * reserved so nothing jumps when a message appears. The region sits above the actions, or below them
 * where the answer to the submit reads best under the button (`statusPosition="below"`).
 */
export function FormActions({
  problem,
  lead,
  status,
  statusPosition = 'above',
  children,
}: {
  problem?: string | null;
  /** Shown before the problem, in the same live region. */
  lead?: ReactNode;
  /** Shown after the problem, in the same live region. */
  status?: ReactNode;
  statusPosition?: 'above' | 'below';
  /** The buttons (and links), in order. */
  children: ReactNode;
}) {
  const region = (
    <div role="status" aria-live="polite" className="min-h-6 space-y-2">
      {lead}
      {problem ? <p className="font-semibold text-red-700">{problem}</p> : null}
      {status}
    </div>
  );
  const actions = <div className="flex flex-wrap gap-3">{children}</div>;
  return statusPosition === 'above' ? (
    <>
      {region}
      {actions}
    </>
  ) : (
    <>
      {actions}
      {region}
    </>
  );
}
