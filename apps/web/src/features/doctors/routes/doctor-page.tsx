import type { DoctorDetail } from '@tabib/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { PageContainer, useDocumentMeta } from '../../../shared/ui/page-header.tsx';
import { ReviewsSection } from '../../reviews/index.ts';
import { useDoctor } from '../api/doctors.ts';
import { doctorLocation } from '../components/doctor-card.tsx';
import { RatingStars } from '../components/rating-stars.tsx';
import { NextSlot } from '../components/next-slot.tsx';
import { avatarOf, describeSlot, formatFee } from '../format.ts';
import { dateFormat } from '../../../shared/intl.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { displayData, joinList, localeOf } from '../../../i18n/languages.ts';

const WEEK = [6, 0, 1, 2, 3, 4, 5];

export default function DoctorPage() {
  const { id } = useParams();
  const { t } = useTranslation('doctors');
  const doctor = useDoctor(id);
  useDocumentMeta(doctor.data ? t('drName', { name: doctor.data.name }) : t('profile.metaTitle'));

  const notFound =
    doctor.isError && doctor.error instanceof ApiError && (doctor.error.status === 404 || doctor.error.status === 400);
  if (notFound) {
    return (
      <PageContainer>
        <h1 className="mb-4 text-2xl font-bold text-brand-900">{t('profile.metaTitle')}</h1>
        <p
          role="alert"
          className="rounded-2xl bg-white p-8 text-center text-xl font-bold text-slate-700 ring-1 ring-slate-200"
        >
          {t('profile.notFound')}
        </p>
        <p className="mt-4 text-center">
          <Link to="/doctors" className="font-semibold text-brand-700 underline">
            {t('profile.backToSearch')}
          </Link>
        </p>
      </PageContainer>
    );
  }
  if (doctor.isError) {
    return (
      <PageContainer>
        <h1 className="mb-4 text-2xl font-bold text-brand-900">{t('profile.metaTitle')}</h1>
        <p role="alert" className="text-red-700">
          {t('loadError')}
        </p>
      </PageContainer>
    );
  }
  return <DoctorProfile d={doctor.data} />;
}

/**
 * A line of text still loading: as tall as the line it stands for (a non-breaking space in the element's own
 * font), so the page keeps its shape when the text arrives.
 */
function Pending({ className = 'w-40' }: { className?: string }) {
  return (
    <span aria-hidden="true" className={`inline-block animate-pulse rounded bg-slate-200 align-top ${className}`}>
      {'\u00a0'}
    </span>
  );
}

/**
 * The profile, drawn in its final layout from the first render: while the doctor loads (`d` undefined) every
 * value is a placeholder of its line's height, so nothing moves when the data arrives (layout shift).
 */
function DoctorProfile({ d }: { d: DoctorDetail | undefined }) {
  const { t, i18n } = useTranslation('doctors');
  const lang = i18n.language;
  const location = d ? doctorLocation(d, lang) : '';
  const earliest = d?.nextSlotAt ? describeSlot(d.nextSlotAt, d.clinic.timeZone, lang) : null;
  const locale = localeOf(useLanguage());
  const weekday = dateFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday: day n of the week is January (1 + n).
  const dayName = (n: number) => weekday.format(new Date(Date.UTC(2023, 0, 1 + n)));
  const time = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return dateFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2023, 0, 1, h ?? 0, m ?? 0)));
  };

  return (
    <PageContainer>
      <>
        <nav aria-label={t('list.breadcrumb')} className="mb-4 text-sm">
          <ol className="flex flex-wrap gap-2 text-slate-600">
            <li>
              <Link to="/" className="text-brand-700 hover:underline">
                {t('list.home')}
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li>
              {d ? (
                <Link
                  to={`/doctors?specialty=${encodeURIComponent(d.specialty.slug)}`}
                  className="text-brand-700 hover:underline"
                >
                  {t('list.findSpecialty', { specialty: d.specialty.name })}
                </Link>
              ) : (
                <Pending />
              )}
            </li>
          </ol>
        </nav>
      </>
      {d ? null : (
        <p role="status" className="sr-only">
          {t('profile.loading')}
        </p>
      )}
      <div aria-busy={!d} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <>
            <section className="flex flex-col gap-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:flex-row">
              {d ? (
                <img
                  src={d.photo?.large ?? avatarOf(d.gender)}
                  alt=""
                  width={128}
                  height={128}
                  className="size-32 shrink-0 rounded-full"
                />
              ) : (
                <div aria-hidden="true" className="size-32 shrink-0 animate-pulse rounded-full bg-slate-200" />
              )}
              <div className="min-w-0">
                <h1 className="text-2xl font-bold text-brand-900">
                  {d ? (
                    t('drName', { name: d.name })
                  ) : (
                    <>
                      <span className="sr-only">{t('profile.metaTitle')}</span>
                      <Pending className="w-64 max-w-full" />
                    </>
                  )}
                </h1>
                <p className="text-slate-700">
                  {d ? `${d.title} · ${d.specialty.name}` : <Pending className="w-48 max-w-full" />}
                </p>
                <p className="mt-1 text-slate-700">
                  {d ? location || t('noLocation') : <Pending className="w-56 max-w-full" />}
                </p>
                <p className="mt-1 font-semibold text-slate-900">
                  {d ? t('fee', { fee: formatFee(d.fee, lang) }) : <Pending className="w-32" />}
                </p>
                <p className="mt-1">
                  {t('profile.phone')}{' '}
                  {d ? (
                    <a href={`tel:${d.phone}`} dir="ltr" className="font-semibold text-brand-700 underline">
                      {d.phone}
                    </a>
                  ) : (
                    <Pending className="w-32" />
                  )}
                </p>
                <p className="mt-2 flex flex-wrap items-center gap-3">
                  {d ? (
                    <RatingStars rating={d.rating} count={d.ratingCount} />
                  ) : (
                    <span className="text-sm">
                      <Pending className="w-28" />
                    </span>
                  )}
                  <a href="#review" className="text-sm font-semibold text-brand-700 underline">
                    {t('profile.leaveReview')}
                  </a>
                </p>
                {d ? (
                  <Link
                    to={
                      earliest
                        ? `/doctors/${d.id}/bookdoctor?slot=${encodeURIComponent(d.nextSlotAt ?? '')}`
                        : `/doctors/${d.id}/bookdoctor`
                    }
                    className="mt-4 inline-block rounded-full bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800"
                  >
                    {earliest ? t(`bookAt.${earliest.day}`, earliest) : t('book')}
                  </Link>
                ) : (
                  <span
                    aria-hidden="true"
                    className="mt-4 inline-block animate-pulse rounded-full bg-slate-200 px-6 py-3 font-semibold"
                  >
                    <span className="invisible">{t('book')}</span>
                  </span>
                )}
                {!d || earliest ? null : <NextSlot at={null} timeZone={d.clinic.timeZone} />}
                {d ? (
                  <p className="mt-3">
                    {/* An Astro page (decision 033): a plain link, loaded from the server. */}
                    <a href={`/doctors/${d.id}/waitlist`} className="text-sm font-semibold text-brand-700 underline">
                      {t('profile.waitlist')}
                    </a>
                  </p>
                ) : null}
              </div>
            </section>
          </>

          <>
            <section aria-labelledby="about-title" className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <h2 id="about-title" className="text-xl font-bold text-brand-900">
                {t('profile.about')}
              </h2>
              {d ? (
                <p className="mt-2 whitespace-pre-line text-slate-700">
                  {d.bio ? displayData(d.bio, lang) : t('profile.noBio')}
                </p>
              ) : (
                <p className="mt-2 text-slate-700">
                  <Pending className="w-full" />
                  <Pending className="w-full" />
                  <Pending className="w-2/3" />
                </p>
              )}
            </section>
          </>

          <>
            <ReviewsSection doctorId={d?.id} />
          </>
        </div>

        <>
          <aside className="space-y-4 self-start">
            <section aria-labelledby="clinic-title" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <h2 id="clinic-title" className="font-bold text-brand-900">
                {t('profile.clinic')}
              </h2>
              <p className="mt-1 font-semibold">
                {d ? displayData(d.clinic.name, lang) : <Pending className="w-48 max-w-full" />}
              </p>
              <p className="text-slate-700">
                {d ? displayData(d.clinic.address, lang) : <Pending className="w-56 max-w-full" />}
              </p>
              {d?.telehealth ? (
                <p className="mt-2 text-sm font-semibold text-brand-700">{t('telehealthAvailable')}</p>
              ) : null}
            </section>
            <section aria-labelledby="hours-title" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <h2 id="hours-title" className="font-bold text-brand-900">
                {t('profile.hours')}
              </h2>
              {!d ? (
                <div aria-hidden="true" className="mt-2 space-y-1 text-sm">
                  {[0, 1, 2, 3].map((i) => (
                    <Pending key={i} className="block w-full" />
                  ))}
                </div>
              ) : d.weeklyHours.length === 0 ? (
                <p className="mt-1 text-slate-700">{t('profile.noHours')}</p>
              ) : (
                <dl className="mt-2 space-y-1 text-sm">
                  {WEEK.filter((n) => d.weeklyHours.some((h) => h.weekday === n)).map((n) => (
                    <div key={n} className="flex justify-between gap-3">
                      <dt className="font-semibold">{dayName(n)}</dt>
                      <dd className="text-slate-700">
                        {joinList(
                          d.weeklyHours
                            .filter((h) => h.weekday === n)
                            .map((h) => t('profile.range', { start: time(h.start), end: time(h.end) })),
                          lang,
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </section>
            <section aria-labelledby="insurers-title" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <h2 id="insurers-title" className="font-bold text-brand-900">
                {t('profile.insurers')}
              </h2>
              {!d ? (
                <p className="mt-2 text-sm">
                  <Pending className="w-40 rounded-full py-1" />
                </p>
              ) : d.insurers.length === 0 ? (
                <p className="mt-1 text-slate-700">{t('profile.noInsurers')}</p>
              ) : (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {d.insurers.map((i) => (
                    <li key={i.slug} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                      {i.name}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </aside>
        </>
      </div>
    </PageContainer>
  );
}
