import { UpdateDoctorProfileRequest, type DoctorProfile } from '@tabib/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useInsurerOptions, useUpdateDoctorProfile } from '../api/doctor-portal.ts';
import { FormActions } from '../../../shared/ui/form-actions.tsx';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';

type TextField =
  'phone' | 'fee' | 'clinicNameAr' | 'clinicNameEn' | 'clinicAddressAr' | 'clinicAddressEn' | 'bioAr' | 'bioEn';

const input =
  'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 aria-[invalid=true]:border-red-600 read-only:bg-slate-100';

export function ProfileForm({ profile, displayName }: { profile: DoctorProfile; displayName: string }) {
  const { t } = useTranslation('doctor-portal');
  const { t: tc } = useTranslation();
  const id = useId();
  const save = useUpdateDoctorProfile();
  const insurers = useInsurerOptions();
  const form = useContractForm(UpdateDoctorProfileRequest, {
    phone: profile.phone.replace(/^\+20/, '0'),
    fee: String(profile.fee),
    clinicNameAr: profile.clinicNameAr,
    clinicNameEn: profile.clinicNameEn,
    clinicAddressAr: profile.clinicAddressAr,
    clinicAddressEn: profile.clinicAddressEn,
    bioAr: profile.bioAr,
    bioEn: profile.bioEn,
    telehealth: profile.telehealth,
    insurers: profile.insurers,
  });
  const { values, errors } = form;
  const [problem, setProblem] = useState<string | null>(null);

  const accepted = values.insurers === '' ? [] : values.insurers;
  const message = (key: string) => t(`fields.${key}`, { defaultValue: t('fields.invalid') });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const fee = String(values.fee);
    const body = {
      ...(values as Record<TextField, string>),
      fee: fee.trim() === '' ? Number.NaN : Number(fee),
      telehealth: values.telehealth === true,
      insurers: accepted,
    };
    if (!form.validate({ draft: body })) return;
    save.mutate(body, {
      onSuccess: () => toast.success(t('profile.saved')),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'validation_failed') form.setErrors(error.fields);
        setProblem(
          error instanceof ApiError && error.code !== 'network'
            ? tc(`errors.codes.${error.code}`)
            : tc('errors.network'),
        );
      },
    });
  };

  const text = (
    field: TextField,
    options: { label: string; placeholder?: string; multiline?: boolean; dir?: 'ltr' | 'rtl'; type?: string },
  ) => {
    const fid = `${id}-${field}`;
    const common = {
      id: fid,
      name: field,
      value: String(values[field]),
      placeholder: options.placeholder,
      dir: options.dir,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? `${fid}-error` : undefined,
      className: input,
    };
    return (
      <div>
        <label htmlFor={fid} className="font-semibold text-slate-800">
          {options.label}
        </label>
        {options.multiline ? (
          <textarea {...common} rows={4} onChange={(e) => form.setValues((v) => ({ ...v, [field]: e.target.value }))} />
        ) : (
          <input
            {...common}
            type={options.type ?? 'text'}
            onChange={(e) => form.setValues((v) => ({ ...v, [field]: e.target.value }))}
          />
        )}
        {errors[field] ? (
          <p id={`${fid}-error`} className="mt-1 text-sm text-red-700">
            {message(errors[field] ?? '')}
          </p>
        ) : null}
      </div>
    );
  };

  const readOnly = (label: string, value: string, field: string) => (
    <div>
      <label htmlFor={`${id}-${field}`} className="font-semibold text-slate-800">
        {label}
      </label>
      <input id={`${id}-${field}`} readOnly value={value} className={input} />
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="space-y-5">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-brand-900">
        {t('profile.title')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {readOnly(t('profile.userName'), displayName, 'name')}
        {readOnly(t('profile.email'), profile.email, 'email')}
        {readOnly(t('profile.specialty'), profile.specialty, 'specialty')}
        {text('phone', { label: t('profile.phone'), dir: 'ltr', type: 'tel' })}
        {text('fee', { label: t('profile.fee'), placeholder: t('profile.feePlaceholder'), type: 'number' })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('clinicNameAr', {
          label: t('profile.clinicNameAr'),
          placeholder: t('profile.clinicPlaceholder'),
          dir: 'rtl',
        })}
        {text('clinicNameEn', {
          label: t('profile.clinicNameEn'),
          placeholder: t('profile.clinicPlaceholder'),
          dir: 'ltr',
        })}
        {text('clinicAddressAr', { label: t('profile.clinicAddressAr'), dir: 'rtl' })}
        {text('clinicAddressEn', { label: t('profile.clinicAddressEn'), dir: 'ltr' })}
        {text('bioAr', { label: t('profile.bioAr'), multiline: true, dir: 'rtl' })}
        {text('bioEn', { label: t('profile.bioEn'), multiline: true, dir: 'ltr' })}
      </div>
      <label className="flex items-center gap-2 font-semibold text-slate-800">
        <input
          type="checkbox"
          checked={values.telehealth === true}
          onChange={(e) => form.setValues((v) => ({ ...v, telehealth: e.target.checked }))}
        />
        {t('profile.telehealth')}
      </label>
      <fieldset>
        <legend className="font-semibold text-slate-800">{t('profile.insurers')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {(insurers.data?.items ?? []).map((i) => (
            <label key={i.slug} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={accepted.includes(i.slug)}
                onChange={(e) =>
                  form.setValues((v) => ({
                    ...v,
                    insurers: e.target.checked
                      ? [...(v.insurers || []), i.slug]
                      : (v.insurers || []).filter((s) => s !== i.slug),
                  }))
                }
              />
              {i.name}
            </label>
          ))}
        </div>
      </fieldset>
      <FormActions problem={problem}>
        <Button type="submit" size="lg" disabled={save.isPending}>
          {save.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
        <Link to="/" className={buttonClass('secondary', 'lg')}>
          {t('profile.cancel')}
        </Link>
      </FormActions>
    </form>
  );
}
