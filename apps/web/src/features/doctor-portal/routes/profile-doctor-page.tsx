import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageContainer, PageHeader, useDocumentMeta } from '../../../shared/ui/page-header.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { RequireSession, useLogout } from '../../auth/index.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { useDoctorProfile, useDoctorSchedule } from '../api/doctor-portal.ts';
import { DoctorAppointments } from '../components/doctor-appointments.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { ScheduleEditor } from '../components/schedule-editor.tsx';
import { goTo } from '../../../shared/go-to.ts';

export default function ProfileDoctorPage() {
  const { t } = useTranslation('doctor-portal');
  const { t: tc } = useTranslation();
  useDocumentMeta(t('title'), t('description'));
  return (
    <RequireSession
      roles={['doctor']}
      heading={<PageHeader title={tc('pages.profileDoctor.title')} intro={tc('pages.profileDoctor.intro')} />}
    >
      {(user) =>
        user.doctorId ? (
          <Portal />
        ) : (
          <PageContainer>
            <p role="alert" className="rounded-2xl bg-amber-50 p-6 text-center text-lg text-amber-900">
              {t('noProfile')}
            </p>
          </PageContainer>
        )
      }
    </RequireSession>
  );
}

function Portal() {
  const { t } = useTranslation('doctor-portal');
  const lang = useLanguage();
  const navigate = useNavigate();
  const logout = useLogout();
  const [view, setView] = useState<'profile' | 'schedule'>('profile');
  const profile = useDoctorProfile();
  const schedule = useDoctorSchedule();
  const item = 'block w-full rounded-xl px-4 py-2.5 text-start font-semibold';
  const active = (v: typeof view) => (view === v ? 'bg-brand-600 text-white' : 'text-slate-800 hover:bg-slate-100');
  const name = profile.data ? (lang === 'ar' ? profile.data.nameAr : profile.data.nameEn) : '';
  return (
    <PageContainer>
      <h1 className="mb-4 text-2xl font-bold text-brand-900 sm:text-3xl">{t('title')}</h1>
      <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t('panel.label')} className="h-fit rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
          {name ? <p className="px-4 pb-3 font-bold text-brand-900">{t('doctorName', { name })}</p> : null}
          <ul className="space-y-1">
            <li>
              <Link to="/" className={`${item} text-slate-800 hover:bg-slate-100`}>
                {t('panel.home')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                aria-current={view === 'profile' ? 'page' : undefined}
                onClick={() => setView('profile')}
                className={`${item} ${active('profile')}`}
              >
                {t('panel.profile')}
              </button>
            </li>
            <li>
              <button
                type="button"
                aria-current={view === 'schedule' ? 'page' : undefined}
                onClick={() => setView('schedule')}
                className={`${item} ${active('schedule')}`}
              >
                {t('panel.schedule')}
              </button>
            </li>
            {/* Astro's pages (decision 033): plain links, loaded from the server. */}
            <li>
              <a href="/doctor/day" className={`${item} text-slate-800 hover:bg-slate-100`}>
                {t('links.day')}
              </a>
            </li>
            <li>
              <a href="/doctor/photo" className={`${item} text-slate-800 hover:bg-slate-100`}>
                {t('links.photo')}
              </a>
            </li>
            <li>
              <button
                type="button"
                disabled={logout.isPending}
                onClick={() => logout.mutate(undefined, { onSuccess: () => goTo(navigate, '/') })}
                className={`${item} text-red-700 hover:bg-red-50`}
              >
                {t('panel.logout')}
              </button>
            </li>
          </ul>
        </nav>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          {view === 'profile' ? (
            profile.isPending ? (
              <Spinner />
            ) : profile.isError ? (
              <p role="alert">{t('loadError')}</p>
            ) : (
              <ProfileForm profile={profile.data} displayName={name} />
            )
          ) : (
            <div className="space-y-10">
              <DoctorAppointments />
              {schedule.isPending ? (
                <Spinner />
              ) : schedule.isError ? (
                <p role="alert">{t('loadError')}</p>
              ) : (
                <ScheduleEditor initial={schedule.data} />
              )}
            </div>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
