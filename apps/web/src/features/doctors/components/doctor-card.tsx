import type { DoctorSummary } from '@tabib/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { joinPlace } from '../../../i18n/languages.ts';
import { avatarOf, cut, formatFee } from '../format.ts';
import { NextSlot } from './next-slot.tsx';
import { RatingStars } from './rating-stars.tsx';

const LOCATION_MAX = 40;

export function doctorLocation(d: Pick<DoctorSummary, 'area' | 'city'>, language: string): string {
  return joinPlace([d.area.name, d.city.name], language);
}

export function DoctorCard({ doctor, compact = false }: { doctor: DoctorSummary; compact?: boolean }) {
  const { t, i18n } = useTranslation('doctors');
  const location = doctorLocation(doctor, i18n.language);
  return (
    <article
      aria-labelledby={`doctor-${doctor.id}`}
      className={`flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${compact ? 'flex-col items-center text-center' : ''}`}
    >
      <img
        src={avatarOf(doctor.gender)}
        alt=""
        width={compact ? 96 : 80}
        height={compact ? 96 : 80}
        className="shrink-0 rounded-full"
      />
      <div className="min-w-0 flex-1">
        <h3 id={`doctor-${doctor.id}`} className="text-lg font-bold text-brand-900">
          <Link to={`/doctors/${doctor.id}`} className="hover:underline">
            {t('drName', { name: doctor.name })}
          </Link>
        </h3>
        <p className="text-slate-700">
          {doctor.title} · {doctor.specialty.name}
        </p>
        <p className="mt-1 text-sm text-slate-600" title={location}>
          {cut(location || t('noLocation'), LOCATION_MAX)}
        </p>
        <p className="mt-1 font-semibold text-slate-900">{t('fee', { fee: formatFee(doctor.fee, i18n.language) })}</p>
        <div className="mt-1">
          <RatingStars rating={doctor.rating} count={doctor.ratingCount} />
        </div>
        {doctor.telehealth ? (
          <p className="mt-1 text-sm font-semibold text-brand-700">{t('telehealthAvailable')}</p>
        ) : null}
        <NextSlot at={doctor.nextSlotAt} timeZone={doctor.clinic.timeZone} />
        {!compact ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <Link
              to={`/doctors/${doctor.id}`}
              className="rounded-full border-2 border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('viewProfile')}
              <span className="sr-only"> {doctor.name}</span>
            </Link>
            <Link
              to={`/doctors/${doctor.id}/bookdoctor`}
              className="rounded-full bg-red-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-red-800"
            >
              {t('book')}
              <span className="sr-only"> {doctor.name}</span>
            </Link>
          </div>
        ) : null}
      </div>
    </article>
  );
}
