import type { User } from '@tabib/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Doctors link to their own profile page and carry the spec's "Dr/" prefix. */
export function UserCard({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const isDoctor = user.role === 'doctor';
  const name = isDoctor ? t('nav.doctorName', { name: user.name }) : user.name;
  return (
    <Link
      to={isDoctor ? '/profile-doctor' : '/profile/info'}
      onClick={onNavigate}
      className="flex items-center gap-3 rounded-xl bg-brand-50 p-3 hover:bg-brand-100"
    >
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-600 text-lg font-bold text-white"
      >
        {user.name.trim().charAt(0).toUpperCase()}
      </span>
      <span className="min-w-0">
        <span className="block truncate font-semibold text-brand-900">{name}</span>
        <span className="block truncate text-sm text-slate-600" dir="ltr">
          {user.email}
        </span>
      </span>
    </Link>
  );
}
