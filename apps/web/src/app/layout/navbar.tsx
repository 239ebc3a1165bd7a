import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../features/auth/index.ts';
import { LanguageToggle } from '../../shared/ui/language-toggle.tsx';
import { useMenu } from './menu-context.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-semibold ${isActive ? 'text-brand-700 underline underline-offset-8' : 'text-slate-700 hover:text-brand-700'}`;

export function Navbar() {
  const { t } = useTranslation();
  const { setOpen } = useMenu();
  const session = useSession();
  const user = session.data ?? null;

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-brand-700">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t('brand')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className="ms-4 hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/" end className={linkClass}>
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact" className={linkClass}>
                {t('nav.contact')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/medicine-library" className={linkClass}>
                {t('nav.medicineLibrary')}
              </NavLink>
            </li>
            {user ? (
              <li>
                <NavLink to="/myappointments" className={linkClass}>
                  {t('nav.myAppointments')}
                </NavLink>
              </li>
            ) : (
              <li>
                <NavLink to="/joinnewdoctor" className={linkClass}>
                  {t('nav.forDoctors')}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <LanguageToggle className="hidden sm:inline-block" />
          {user ? null : (
            <Link
              to="/login"
              className="hidden rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 sm:inline-block"
            >
              {t('nav.login')}
            </Link>
          )}
          <button
            type="button"
            onClick={() => setOpen(true)}
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            className="grid size-10 place-items-center rounded-md text-slate-700 hover:bg-slate-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </div>
    </header>
  );
}
