import { DoctorApplicationRequest } from '@tabib/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormError, FormField, GenderField, SubmitButton, useErrorText } from '../../../shared/forms/form-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { goTo } from '../../../shared/go-to.ts';
import { useCities, useSpecialties } from '../../doctors/index.ts';
import { useApplyAsDoctor } from '../api/use-doctor-application.ts';
import { AuthCard } from '../components/auth-card.tsx';

function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  error: string | undefined;
}) {
  const { t } = useTranslation('auth');
  const text = useErrorText()(error);
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={text ? true : undefined}
        aria-describedby={text ? `${id}-error` : undefined}
        className={`mt-1 w-full rounded-xl border bg-white px-4 py-2.5 ${text ? 'border-red-600' : 'border-slate-300'}`}
      >
        <option value="">{t('join.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {text ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {text}
        </p>
      ) : null}
    </div>
  );
}

/** The spec's two steps: choose how to continue, then the applicant's details; submit goes to /login. */
export default function JoinDoctorPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const specialties = useSpecialties();
  const cities = useCities();
  const apply = useApplyAsDoctor();
  const form = useContractForm(DoctorApplicationRequest, {
    firstName: '',
    lastName: '',
    phone: '',
    specialty: '',
    city: '',
    email: '',
    password: '',
    gender: '',
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    apply.mutate(body, {
      // Sign-in is a page of the server's (decision 039): it says the application was received (`done`).
      onSuccess: () =>
        goTo(navigate, `/login?${new URLSearchParams({ email: body.email, done: 'applied' }).toString()}`),
      onError: form.showServerError,
    });
  };

  return (
    <AuthCard title={t('join.title')} intro={t('join.intro')}>
      <p className="mb-4 text-sm font-semibold text-brand-700">{t('join.stepOf', { step, steps: 2 })}</p>
      {step === 1 ? (
        <div className="grid gap-3">
          <button
            type="button"
            onClick={() => setStep(2)}
            className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {t('join.continueEmail')}
          </button>
          <Link
            to="/login"
            className="rounded-full border-2 border-brand-600 px-6 py-3 text-center font-semibold text-brand-700"
          >
            {t('join.haveAccount')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t('join.formTitle')}>
          <FormError error={form.errors._form} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('join.firstName')} autoComplete="given-name" {...form.bind('firstName')} />
            <FormField label={t('join.lastName')} autoComplete="family-name" {...form.bind('lastName')} />
          </div>
          <FormField
            label={t('join.phone')}
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="tel"
            {...form.bind('phone')}
          />
          <SelectField
            id="join-specialty"
            label={t('join.specialty')}
            value={form.values.specialty}
            onChange={(v) => form.setField('specialty', v)}
            options={(specialties.data?.items ?? []).map((s) => ({ value: s.slug, label: s.name }))}
            error={form.errors.specialty}
          />
          <SelectField
            id="join-city"
            label={t('join.city')}
            value={form.values.city}
            onChange={(v) => form.setField('city', v)}
            options={(cities.data?.items ?? []).map((c) => ({ value: c.slug, label: c.name }))}
            error={form.errors.city}
          />
          <FormField label={t('join.email')} type="email" dir="ltr" autoComplete="email" {...form.bind('email')} />
          <FormField
            label={t('join.password')}
            type="password"
            autoComplete="new-password"
            hint={t('signup.passwordHint')}
            {...form.bind('password')}
          />
          <GenderField
            name="join-gender"
            legend={t('join.gender')}
            labels={{ male: t('join.male'), female: t('join.female') }}
            value={form.values.gender}
            onChange={(g) => form.setField('gender', g)}
            error={form.errors.gender}
          />
          <div className="flex gap-3">
            <button
              type="button"
              onClick={() => setStep(1)}
              className="rounded-full border-2 border-slate-300 px-6 py-3 font-semibold text-slate-700"
            >
              {t('join.back')}
            </button>
            <div className="flex-1">
              <SubmitButton busy={apply.isPending}>{t('join.submit')}</SubmitButton>
            </div>
          </div>
        </form>
      )}
    </AuthCard>
  );
}
