import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useDoctorAppointments } from '../api/doctor-portal.ts';
import { formatWhen } from './format.ts';

export function DoctorAppointments() {
  const { t } = useTranslation('doctor-portal');
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const list = useDoctorAppointments();
  return (
    <section aria-labelledby="doctor-appointments" className="space-y-3">
      <h2 id="doctor-appointments" className="text-2xl font-bold text-brand-900">
        {t('appointments.title')}
      </h2>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p role="alert" className="text-red-700">
          {tc('errors.network')}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="font-semibold text-red-600">{t('appointments.empty')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {list.data.items.map((a) => (
            <li key={a.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <p className="font-bold text-slate-900">{a.patientName}</p>
              <p className="text-slate-800">{formatWhen(a.startsAt, list.data.timeZone, lang)}</p>
              <p className="text-sm text-slate-700">
                <bdi dir="ltr">{a.phone}</bdi> · <bdi dir="ltr">{a.email}</bdi>
              </p>
              <p className="text-sm text-slate-600">{t(`appointments.${a.visitType}`)}</p>
              {a.visitType === 'telehealth' ? (
                // The visit page is Astro's (decision 033): a page load, not the app's router.
                <a
                  href={`/visits/${a.id}`}
                  className="mt-2 inline-block rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white"
                >
                  {t('appointments.joinVisit')}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
