import type { Appointment } from '@tabib/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinPlace } from '../../../i18n/languages.ts';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { PageContainer, useDocumentMeta } from '../../../shared/ui/page-header.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { RequireSession } from '../../auth/index.ts';
import { useCancelAppointment, useMyAppointments } from '../api/booking.ts';
import { DoctorAvatar } from '../components/doctor-avatar.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { RescheduleDialog } from '../components/reschedule-dialog.tsx';
import { formatDate, formatTime } from '../format.ts';
import { FormActions } from '../../../shared/ui/form-actions.tsx';
import { Button } from '../../../shared/ui/button.tsx';

const faqKeys = ['free', 'pay', 'cancel', 'reschedule', 'reminder', 'privacy'] as const;

export default function MyAppointmentsPage() {
  const { t } = useTranslation('booking');
  useDocumentMeta(t('mine.title'), t('mine.metaDescription'));
  return (
    <>
      <div className="bg-brand-900 px-4 py-10 text-white">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl font-bold">{t('mine.title')}</h1>
          <nav aria-label={t('mine.breadcrumb')} className="mt-2">
            <ol className="flex flex-wrap gap-2 text-brand-100">
              <li>
                <Link to="/" className="underline">
                  {t('mine.home')}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>{t('mine.schedule')}</li>
              <li aria-hidden="true">/</li>
              <li aria-current="page">{t('mine.title')}</li>
            </ol>
          </nav>
          {/* An Astro page (decision 033): a plain link, loaded from the server. */}
          <p className="mt-3">
            <a href="/waitlist" className="font-semibold text-white underline">
              {t('mine.waitlist')}
            </a>
          </p>
        </div>
      </div>
      <RequireSession>{() => <Appointments />}</RequireSession>
    </>
  );
}

function Appointments() {
  const { t } = useTranslation('booking');
  const [rescheduling, setRescheduling] = useState<Appointment | null>(null);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  return (
    <PageContainer>
      <AppointmentList
        scope="upcoming"
        title={t('mine.upcoming')}
        onReschedule={setRescheduling}
        onCancel={setCancelling}
      />
      <AppointmentList scope="past" title={t('mine.past')} />
      <RescheduleDialog appointment={rescheduling} onClose={() => setRescheduling(null)} />
      <CancelDialog appointment={cancelling} onClose={() => setCancelling(null)} />
      <section aria-labelledby="booking-faq" className="mt-12">
        <h2 id="booking-faq" className="text-2xl font-bold text-brand-900">
          {t('faq.title')}
        </h2>
        <div className="mt-4 space-y-3">
          {faqKeys.map((k) => (
            <details key={k} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <summary className="cursor-pointer font-semibold text-slate-900">{t(`faq.${k}.q`)}</summary>
              <p className="mt-2 text-slate-700">{t(`faq.${k}.a`)}</p>
            </details>
          ))}
        </div>
      </section>
    </PageContainer>
  );
}

function AppointmentList({
  scope,
  title,
  onReschedule,
  onCancel,
}: {
  scope: 'upcoming' | 'past';
  title: string;
  onReschedule?: (a: Appointment) => void;
  onCancel?: (a: Appointment) => void;
}) {
  const { t } = useTranslation('booking');
  const { t: tc } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useMyAppointments(scope, page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;
  return (
    <section aria-labelledby={`appointments-${scope}`} className="mt-8 first:mt-0">
      <h2 id={`appointments-${scope}`} tabIndex={-1} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p role="alert" className="mt-4 text-red-700">
          {list.error instanceof ApiError && list.error.code !== 'network'
            ? tc(`errors.codes.${list.error.code}`)
            : tc('errors.network')}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="mt-4 font-semibold text-slate-600">{t('mine.empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {list.data.items.map((a) => (
            <AppointmentCard key={a.id} appointment={a} onReschedule={onReschedule} onCancel={onCancel} />
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} onPage={setPage} label={t('mine.pagination')} className="mt-4" />
    </section>
  );
}

function AppointmentCard({
  appointment: a,
  onReschedule,
  onCancel,
}: {
  appointment: Appointment;
  onReschedule?: ((a: Appointment) => void) | undefined;
  onCancel?: ((a: Appointment) => void) | undefined;
}) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  const place = joinPlace([a.doctor.clinic.name, a.doctor.clinic.area, a.doctor.clinic.city], lang);
  return (
    <li
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label={t('doctorName', { name: a.doctor.name })}
      // Where the focus goes when a dialog about this appointment closes on what it did (cancelDialog).
      tabIndex={-1}
      data-appointment={a.id}
    >
      <div className="flex items-start gap-4">
        <DoctorAvatar gender={a.doctor.gender} />
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-bold text-slate-900">{t('doctorName', { name: a.doctor.name })}</h3>
          <p className="text-sm text-slate-600">{a.doctor.specialty.name}</p>
          {a.status === 'cancelled' ? (
            <p className="mt-1 inline-block rounded-full bg-slate-100 px-3 py-0.5 text-sm text-slate-700">
              {t('mine.cancelled')}
            </p>
          ) : null}
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-800">
            <dt className="font-semibold">{t('mine.date')}</dt>
            <dd>{formatDate(a.startsAt, a.timeZone, lang)}</dd>
            <dt className="font-semibold">{t('mine.place')}</dt>
            <dd>{a.visitType === 'telehealth' ? t('visit.telehealth') : place}</dd>
            <dt className="font-semibold">{t('mine.time')}</dt>
            <dd>{formatTime(a.startsAt, a.timeZone, lang)}</dd>
          </dl>
          {joinable(a) ? (
            // The visit page is Astro's (decision 033): a page load, not the app's router.
            <a
              href={`/visits/${a.id}`}
              className="mt-3 inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white"
            >
              {t('mine.joinVisit')}
            </a>
          ) : null}
        </div>
      </div>
      {onCancel && onReschedule ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => onCancel(a)}
            className="rounded-full border border-red-600 px-5 py-2 font-semibold text-red-700"
          >
            {t('mine.cancel')}
          </button>
          <button
            type="button"
            onClick={() => onReschedule(a)}
            className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white"
          >
            {t('mine.reschedule')}
          </button>
          <a
            href={`/api/v1/appointments/${a.id}/calendar.ics?lang=${lang}`}
            download
            className="px-2 py-2 font-semibold text-brand-700 underline"
          >
            {t('mine.addToCalendar')}
          </a>
        </div>
      ) : null}
    </li>
  );
}

function CancelDialog({ appointment, onClose }: { appointment: Appointment | null; onClose: () => void }) {
  const { t } = useTranslation('booking');
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const cancel = useCancelAppointment();
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    onClose();
  };
  return (
    <Dialog open={appointment !== null} title={t('cancelDialog.title')} onClose={close}>
      {appointment ? (
        <div className="space-y-4">
          <p>
            {t('cancelDialog.body', {
              name: appointment.doctor.name,
              date: formatDate(appointment.startsAt, appointment.timeZone, lang),
              time: formatTime(appointment.startsAt, appointment.timeZone, lang),
            })}
          </p>
          <FormActions problem={problem}>
            <Button
              variant="danger"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(appointment.id, {
                  onSuccess: () => {
                    toast.success(t('toast.cancelled'));
                    close();
                    focusAfterClose(`[data-appointment="${appointment.id}"]`, '#appointments-upcoming');
                  },
                  onError: (error) =>
                    setProblem(
                      error instanceof ApiError && error.code !== 'network'
                        ? tc(`errors.codes.${error.code}`)
                        : tc('errors.network'),
                    ),
                })
              }
            >
              {t('cancelDialog.confirm')}
            </Button>
            <Button variant="secondary" onClick={close} data-autofocus>
              {t('cancelDialog.keep')}
            </Button>
          </FormActions>
        </div>
      ) : null}
    </Dialog>
  );
}

/**
 * After a dialog closed on what it did, the button that opened it may be gone (a cancelled appointment leaves
 * the upcoming list): focus the thing it acted on, or else `fallback`, once the dialog has closed and the list
 * has been drawn again, so the keyboard and screen readers carry on from there and not from the page's top.
 */
function focusAfterClose(selector: string, fallback: string, frames = 30) {
  requestAnimationFrame(() => {
    const stillOpen = document.querySelector('dialog[open]');
    const target = document.querySelector<HTMLElement>(selector);
    if (!stillOpen && target) return target.focus();
    if (frames > 0) return focusAfterClose(selector, fallback, frames - 1);
    document.querySelector<HTMLElement>(fallback)?.focus();
  });
}

/**
 * A telehealth visit still to be held, whose room the page can show (open, or opening soon): the same window
 * the server keeps (VISIT_CLOSES_AFTER_MINUTES in the contracts; not imported, which would bring zod here).
 */
function joinable(a: Appointment): boolean {
  return a.visitType === 'telehealth' && a.status === 'booked' && Date.now() < Date.parse(a.endsAt) + 30 * 60_000;
}
