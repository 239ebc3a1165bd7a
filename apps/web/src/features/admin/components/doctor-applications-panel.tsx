import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../i18n/languages.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { dateFormat } from '../../../shared/intl.ts';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useDecideApplication, useDoctorApplications, type ApplicationFilter } from '../api/doctor-applications.ts';

export function DoctorApplicationsPanel() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ApplicationFilter>('pending');
  const [page, setPage] = useState(1);
  const applications = useDoctorApplications(status, page);
  const decide = useDecideApplication();
  const dates = dateFormat(localeOf(useLanguage()), { dateStyle: 'medium' });

  const onDecide = (id: string, decision: 'approve' | 'reject', name: string) =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: () =>
          toast.success(t(decision === 'approve' ? 'applications.approved' : 'applications.rejected', { name })),
        onError: (e) =>
          toast.error(e instanceof ApiError ? t(`common:errors.codes.${e.code}`) : t('common:errors.network')),
      },
    );

  const data = applications.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  return (
    <section aria-labelledby="applications-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="applications-title" className="text-xl font-bold text-brand-900">
        {t('applications.title')}
      </h2>
      <div role="group" aria-label={t('applications.filter')} className="mt-3 flex flex-wrap gap-2">
        {(['pending', 'approved', 'rejected'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${status === s ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-800'}`}
          >
            {t(`applications.status.${s}`)}
          </button>
        ))}
      </div>
      {applications.isPending ? <Spinner /> : null}
      {applications.isError ? (
        <p role="alert" className="mt-4 text-red-700">
          {t('common:errors.network')}
        </p>
      ) : null}
      {data && data.items.length === 0 ? <p className="mt-4 text-slate-600">{t('applications.empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-200">
          {data.items.map((a) => {
            const name = `${a.firstName} ${a.lastName}`;
            return (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{name}</p>
                  <p className="text-sm text-slate-600">
                    {a.specialty.name} · {a.city.name} · {dates.format(new Date(a.createdAt))}
                  </p>
                  {/* Long e-mail addresses break anywhere: on a phone they would otherwise widen the page. */}
                  <p className="break-all text-sm text-slate-600" dir="ltr">
                    {a.email} · {a.phone}
                  </p>
                </div>
                {a.status === 'pending' ? (
                  <div className="flex gap-2">
                    <button
                      type="button"
                      disabled={decide.isPending}
                      onClick={() => onDecide(a.id, 'approve', name)}
                      aria-label={t('applications.approveName', { name })}
                      className="rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white"
                    >
                      {t('applications.approve')}
                    </button>
                    <button
                      type="button"
                      disabled={decide.isPending}
                      onClick={() => onDecide(a.id, 'reject', name)}
                      aria-label={t('applications.rejectName', { name })}
                      className="rounded-full border border-red-700 px-4 py-1.5 text-sm font-semibold text-red-700"
                    >
                      {t('applications.reject')}
                    </button>
                  </div>
                ) : (
                  <span className="text-sm font-semibold text-slate-700">{t(`applications.status.${a.status}`)}</span>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <Pagination page={page} pages={pages} onPage={setPage} label={t('applications.pages')} className="mt-4" />
    </section>
  );
}
