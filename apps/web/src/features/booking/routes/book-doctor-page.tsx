import { AppointmentContact, type Slot } from '@tabib/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { goTo } from '../../../shared/go-to.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { FormActions } from '../../../shared/ui/form-actions.tsx';
import { displayData } from '../../../i18n/languages.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { PageContainer, useDocumentMeta } from '../../../shared/ui/page-header.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { loginPath, useSession } from '../../auth/index.ts';
import { useDoctor } from '../../doctors/index.ts';
import { useBookAppointment, useSlots } from '../api/booking.ts';
import { ContactFields, contactFields, type ContactField } from '../components/contact-fields.tsx';
import { DoctorAvatar } from '../components/doctor-avatar.tsx';
import { SlotPicker } from '../components/slot-picker.tsx';
import { VerifyEmailStep } from '../components/verify-email-step.tsx';
import { formatDate, formatTime, localDateOf } from '../format.ts';

type Field = ContactField | 'startsAt' | 'visitType';

export default function BookDoctorPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Spinner />;
  if (!session.data) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <BookingForm doctorId={id} defaults={session.data} />;
}

function BookingForm({
  doctorId,
  defaults,
}: {
  doctorId: string;
  defaults: { name: string; phone: string; email: string };
}) {
  const { t } = useTranslation('booking');
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const formId = useId();
  // The doctor's page asked for the same answer under the same key: no second request from there.
  const doctor = useDoctor(doctorId);
  const slots = useSlots(doctorId);
  const book = useBookAppointment();
  // The time and the visit type are chosen outside the contact fields; only the slot is required here.
  const form = useContractForm<typeof AppointmentContact, 'startsAt' | 'visitType'>(AppointmentContact, {
    patientName: defaults.name,
    phone: defaults.phone.replace(/^\+20/, '0'),
    email: defaults.email,
  });
  const contact = form.values as Record<ContactField, string>;
  const { errors, setErrors } = form;
  // A slot chosen on the doctor's profile (its "earliest slot" button) arrives selected.
  const [searchParams] = useSearchParams();
  const [day, setDay] = useState<string | null>(() => {
    const preset = searchParams.get('slot');
    return preset ? localDateOf(preset) : null;
  });
  const [chosen, setStartsAt] = useState<string | null>(() => searchParams.get('slot'));
  const [visitType, setVisitType] = useState<'clinic' | 'telehealth'>('clinic');
  const [problem, setProblem] = useState<string | null>(null);
  const [alternatives, setAlternatives] = useState<Slot[]>([]);
  // The account's address is not confirmed yet: the code is asked for here, then the same booking is sent.
  const [verifying, setVerifying] = useState(false);
  // One key per attempt: a retried submit (double click, flaky network) books once.
  const attempt = useRef<string | null>(null);

  useDocumentMeta(t('book.metaTitle'), t('book.metaDescription'));

  if (doctor.isPending) return <Spinner />;
  if (doctor.isError) {
    return (
      <PageContainer>
        <p role="alert" className="rounded-2xl bg-amber-50 p-6 text-center text-amber-900">
          {t('book.doctorNotFound')}
        </p>
      </PageContainer>
    );
  }
  const d = doctor.data;
  const timeZone = slots.data?.timeZone ?? d.clinic.timeZone;
  // Only a slot that is still offered counts as chosen (a preset one may have been taken since).
  const startsAt = chosen && slots.data?.items.some((s) => s.startsAt === chosen) ? chosen : null;

  const choose = (value: string) => {
    setStartsAt(value);
    setErrors((e) => ({ ...e, startsAt: undefined }));
    attempt.current = null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setAlternatives([]);
    const valid = form.validate({
      also: startsAt ? {} : { startsAt: 'slot_required' },
      onInvalid: (next) => {
        const first = contactFields.find((f) => next[f]);
        if (first) document.getElementById(`${formId}-${first}`)?.focus();
      },
    });
    if (!valid || !startsAt) return;
    submitBooking(startsAt);
  };

  const submitBooking = (startsAt: string) => {
    attempt.current ??= crypto.randomUUID();
    book.mutate(
      { body: { doctorId, startsAt, visitType, ...contact }, idempotencyKey: attempt.current },
      {
        onSuccess: () => {
          attempt.current = null;
          // My appointments is a page of the server's (decision 033): it says the booking is made (`done`).
          goTo(navigate, '/myappointments?done=booked');
        },
        onError: (error) => {
          attempt.current = null;
          if (error instanceof ApiError && error.code === 'email_unverified') {
            setVerifying(true);
            return;
          }
          if (error instanceof ApiError && error.code === 'slot_taken') {
            setStartsAt(null);
            setProblem(t('book.slotTaken'));
            // The next free times after the taken one, offered as soon as the fresh list arrives.
            void slots.refetch().then((fresh) => {
              setAlternatives((fresh.data?.items ?? []).filter((s) => s.startsAt > startsAt).slice(0, 3));
            });
            return;
          }
          if (error instanceof ApiError && error.code === 'validation_failed') {
            setErrors(error.fields as Partial<Record<Field, string>>);
          }
          // The server's message states the limits it is configured with, in the page's language.
          if (error instanceof ApiError && error.code === 'booking_limit' && error.message !== error.code) {
            setProblem(error.message);
            return;
          }
          setProblem(
            error instanceof ApiError && error.code !== 'network'
              ? tc(`errors.codes.${error.code}`)
              : tc('errors.network'),
          );
        },
      },
    );
  };

  return (
    <PageContainer>
      <section
        aria-labelledby={`${formId}-doctor`}
        className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center"
      >
        <DoctorAvatar gender={d.gender} size="lg" />
        <div className="space-y-1">
          <h1 id={`${formId}-doctor`} className="text-2xl font-bold text-brand-900">
            {t('doctorName', { name: d.name })}
          </h1>
          <p className="text-slate-700">{d.specialty.name}</p>
          <p className="text-slate-700">
            {displayData(d.clinic.name, lang)}
            {d.clinic.address ? ` · ${displayData(d.clinic.address, lang)}` : ''}
          </p>
          {d.phone || d.clinic.phone ? (
            <p className="text-slate-700">
              {t('book.phone')}: <bdi dir="ltr">{d.phone || d.clinic.phone}</bdi>
            </p>
          ) : null}
        </div>
      </section>

      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={`${formId}-title`}
        className="mt-6 space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id={`${formId}-title`} className="text-xl font-bold text-brand-900">
          {t('book.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('book.free')}</p>
        {slots.isPending ? (
          <Spinner />
        ) : slots.isError ? (
          <p role="alert" className="text-red-700">
            {tc('errors.network')}
          </p>
        ) : (
          <SlotPicker
            slots={slots.data.items}
            timeZone={timeZone}
            day={day}
            onDayChange={(value) => {
              setDay(value);
              setStartsAt(null);
            }}
            value={startsAt}
            onChange={choose}
            error={errors.startsAt ? t(`fields.${errors.startsAt}`, { defaultValue: t('fields.invalid') }) : undefined}
          />
        )}
        {d.telehealth ? (
          <fieldset>
            <legend className="font-semibold text-slate-800">{t('book.visitType')}</legend>
            <div className="mt-2 flex gap-4">
              {(['clinic', 'telehealth'] as const).map((v) => (
                <label key={v} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="visitType"
                    value={v}
                    checked={visitType === v}
                    onChange={() => setVisitType(v)}
                  />
                  {t(`visit.${v}`)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <ContactFields
          idPrefix={formId}
          values={contact}
          errors={errors}
          onChange={(field, value) => form.setValues((c) => ({ ...c, [field]: value }))}
          labels={{ patientName: t('form.name'), phone: t('form.phone'), email: t('form.email') }}
          hints={{ email: t('form.emailHint') }}
        />
        <FormActions
          lead={
            startsAt ? (
              <p className="text-slate-700">
                {t('book.chosen', {
                  date: formatDate(startsAt, timeZone, lang),
                  time: formatTime(startsAt, timeZone, lang),
                })}
              </p>
            ) : null
          }
          problem={problem}
          status={
            alternatives.length > 0 ? (
              <div>
                <p className="text-slate-700">{t('book.nextFree')}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {alternatives.map((s) => (
                    <button
                      key={s.startsAt}
                      type="button"
                      onClick={() => {
                        setDay(localDateOf(s.startsAt));
                        choose(s.startsAt);
                        setAlternatives([]);
                        setProblem(null);
                      }}
                      className="rounded-full border border-brand-600 px-4 py-1.5 text-brand-700"
                    >
                      {formatDate(s.startsAt, timeZone, lang)} · {formatTime(s.startsAt, timeZone, lang)}
                    </button>
                  ))}
                </div>
              </div>
            ) : null
          }
        >
          <Button type="submit" size="lg" disabled={book.isPending}>
            {book.isPending ? t('book.booking') : t('book.submit')}
          </Button>
          <Link to={`/doctors/${doctorId}`} className={buttonClass('secondary', 'lg')}>
            {t('book.cancel')}
          </Link>
        </FormActions>
      </form>
      {verifying && startsAt ? (
        <VerifyEmailStep
          email={defaults.email}
          onVerified={() => {
            setVerifying(false);
            submitBooking(startsAt);
          }}
        />
      ) : null}
    </PageContainer>
  );
}
