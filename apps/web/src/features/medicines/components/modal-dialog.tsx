import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A native modal <dialog>: the browser traps focus, closes on Escape and restores focus afterwards,
 * and everything behind it is inert.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  children,
  className = '',
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={onClose}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) onClose();
      }}
      className={`m-auto w-[min(40rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50 ${className}`}
    >
      {open ? <div className="p-6">{children}</div> : null}
    </dialog>
  );
}
