import type { Role, User } from '@tabib/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PageContainer } from '../../../shared/ui/page-header.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useSession } from '../api/use-session.ts';
import { loginPath } from '../next-path.ts';

/**
 * Renders its children for a signed-in user (of one of `roles`, when given); a visitor gets a link to
 * sign in and come back; the server enforces the same rules on every call regardless.
 */
export function RequireSession({
  roles,
  heading,
  children,
}: {
  roles?: Role[];
  /** Shown above the sign-in prompt or refusal, so the page keeps its title for a visitor. */
  heading?: ReactNode;
  children: (user: User) => ReactNode;
}) {
  const { t } = useTranslation('auth');
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Spinner />;
  const user = session.data ?? null;
  if (!user) {
    return (
      <PageContainer>
        {heading}
        <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-lg">{t('guard.needLogin')}</p>
          <Link
            to={loginPath(location.pathname + location.search)}
            className="mt-4 inline-block rounded-full bg-brand-600 px-6 py-2 font-semibold text-white"
          >
            {t('guard.loginLink')}
          </Link>
        </div>
      </PageContainer>
    );
  }
  if (roles && !roles.includes(user.role)) {
    return (
      <PageContainer>
        {heading}
        <p role="alert" className="rounded-2xl bg-amber-50 p-6 text-center text-lg text-amber-900">
          {t('guard.forbidden')}
        </p>
      </PageContainer>
    );
  }
  return <>{children(user)}</>;
}
