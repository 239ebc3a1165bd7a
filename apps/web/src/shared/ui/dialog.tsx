import { useEffect, useId, useRef, type ReactNode } from 'react';

const widths = {
  md: 'w-[calc(100%-2rem)] max-w-lg',
  lg: 'w-[min(40rem,calc(100vw-2rem))]',
};

/**
 * The one modal dialog: a native <dialog>, so the browser traps focus, restores it afterwards and makes
 * everything behind it inert. Escape (and, with `closeOnBackdrop`, a click beside it) asks `onClose`; the
 * parent decides by changing `open`. With `title` it renders the heading itself; otherwise the content
 * has a heading whose id is `labelledBy`. The control marked `data-autofocus` takes the focus when it opens
 * (the safe choice of a confirmation, as WAI-ARIA's alert dialog pattern says); else the browser's first.
 */
export function Dialog({
  open,
  onClose,
  title,
  labelledBy,
  describedBy,
  size = 'md',
  closeOnBackdrop = false,
  className = '',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title?: string;
  labelledBy?: string;
  describedBy?: string;
  size?: keyof typeof widths;
  closeOnBackdrop?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `${useId()}-title`;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={title === undefined ? labelledBy : titleId}
      aria-describedby={describedBy}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
      className={`m-auto rounded-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50 ${widths[size]} ${className}`}
    >
      {open ? (
        <div className="p-6">
          {title === undefined ? (
            children
          ) : (
            <>
              <h2 id={titleId} className="text-xl font-bold text-brand-900">
                {title}
              </h2>
              <div className="mt-4">{children}</div>
            </>
          )}
        </div>
      ) : null}
    </dialog>
  );
}
