import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { PageContainer } from '../../../shared/ui/page-header.tsx';

const entries = [
  { to: '/profile/info', key: 'profileInfo' },
  { to: '/profile/changepassword', key: 'changePassword' },
  { to: '/profile/my', key: 'insurance' },
  { to: '/profile/chats', key: 'chatHistory' },
  // An Astro page (decision 033): the router loads it from the server.
  { to: '/account/security', key: 'accountSecurity' },
] as const;

/** The spec's profile side menu; its direction follows the language like everything else. */
export default function ProfileLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') === '/profile') return <Navigate to="/profile/info" replace />;
  return (
    <PageContainer className="grid gap-6 md:grid-cols-[14rem_1fr]">
      <nav aria-label={t('pages.profile.title')} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <ul className="space-y-1">
          {entries.map((e) => (
            <li key={e.to}>
              <NavLink
                to={e.to}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 font-semibold ${isActive ? 'bg-brand-600 text-white' : 'text-slate-800 hover:bg-brand-50'}`
                }
              >
                {t(`pages.${e.key}.title`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="[&>div]:p-0">
        <Outlet />
      </div>
    </PageContainer>
  );
}
