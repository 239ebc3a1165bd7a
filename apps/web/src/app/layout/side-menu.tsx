import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLogout, useSession } from '../../features/auth/index.ts';
import { LanguageToggle } from '../../shared/ui/language-toggle.tsx';
import { useMenu } from './menu-context.tsx';
import { UserCard } from './user-card.tsx';
import { goTo } from '../../shared/go-to.ts';

/** The small-screen menu (spec "Global layout"): a modal dialog, so focus and Escape behave. */
export function SideMenu() {
  const { t } = useTranslation();
  const { open, setOpen } = useMenu();
  const dialog = useRef<HTMLDialogElement>(null);
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const user = session.data ?? null;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  const close = () => setOpen(false);
  const item = 'block rounded-lg px-3 py-2 font-semibold text-slate-800 hover:bg-brand-50';

  return (
    <dialog
      ref={dialog}
      aria-label={t('nav.menu')}
      onClose={close}
      onClick={(e) => {
        if (e.target === dialog.current) close();
      }}
      className="m-0 ms-auto h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 backdrop:bg-slate-900/40"
    >
      <div className="flex h-full flex-col gap-4 p-4">
        <div className="flex items-center justify-between">
          <span className="text-lg font-bold text-brand-700">{t('nav.menu')}</span>
          <button
            type="button"
            onClick={close}
            aria-label={t('nav.closeMenu')}
            className="grid size-10 place-items-center rounded-md hover:bg-slate-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {user ? (
          <UserCard user={user} onNavigate={close} />
        ) : (
          <div className="rounded-xl bg-brand-50 p-3">
            <p className="font-semibold text-brand-900">{t('nav.guest')}</p>
            <p className="text-sm text-slate-600">{t('nav.guestHint')}</p>
          </div>
        )}
        <nav aria-label={t('nav.menu')}>
          <ul className="space-y-1">
            <li>
              <Link to="/" onClick={close} className={item}>
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <Link to="/service" onClick={close} className={item}>
                {t('nav.services')}
              </Link>
            </li>
            <li>
              <Link to="/contact" onClick={close} className={item}>
                {t('nav.contact')}
              </Link>
            </li>
            <li>
              <Link to="/medicine-library" onClick={close} className={item}>
                {t('nav.medicineLibrary')}
              </Link>
            </li>
            {user ? (
              <li>
                <Link to="/myappointments" onClick={close} className={item}>
                  {t('nav.myAppointments')}
                </Link>
              </li>
            ) : (
              <li>
                <Link to="/joinnewdoctor" onClick={close} className={item}>
                  {t('nav.forDoctors')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <div className="mt-auto flex items-center justify-between gap-2 border-t border-slate-200 pt-4">
          <LanguageToggle />
          {user ? (
            <button
              type="button"
              disabled={logout.isPending}
              onClick={() =>
                logout.mutate(undefined, {
                  onSuccess: () => {
                    close();
                    goTo(navigate, '/');
                  },
                })
              }
              className="rounded-full bg-slate-800 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-700"
            >
              {t('nav.logout')}
            </button>
          ) : (
            <Link
              to="/login"
              onClick={close}
              className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('nav.login')}
            </Link>
          )}
        </div>
      </div>
    </dialog>
  );
}
