import { UpdateInsuranceRequest, type Insurance, type InsurerList } from '@tabib/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RequireSession, useInsurance, useUpdateInsurance } from '../../auth/index.ts';
import { api } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { FormError, FormField, SubmitButton, useErrorText } from '../../../shared/forms/form-field.tsx';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { toast } from '../../../shared/ui/toast.ts';

function InsuranceForm({ current, insurers }: { current: Insurance; insurers: InsurerList['items'] }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const update = useUpdateInsurance();
  const form = useContractForm(UpdateInsuranceRequest, {
    insurer: current.insurer?.slug ?? null,
    policyNumber: current.policyNumber,
  });
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) return;
    update.mutate(body, { onSuccess: () => toast.success(t('insurance.saved')), onError: form.showServerError });
  };
  const insurerError = errorText(form.errors.insurer);
  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-xl gap-4">
      <FormError error={form.errors._form} />
      <div>
        <label htmlFor="insurer" className="block font-semibold text-slate-800">
          {t('insurance.insurer')}
        </label>
        <select
          id="insurer"
          value={form.values.insurer ?? ''}
          onChange={(e) => form.setField('insurer', e.target.value === '' ? null : e.target.value)}
          aria-invalid={insurerError ? true : undefined}
          aria-describedby={insurerError ? 'insurer-error' : 'insurer-hint'}
          className="mt-1 w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5"
        >
          <option value="">{t('insurance.none')}</option>
          {insurers.map((i) => (
            <option key={i.slug} value={i.slug}>
              {i.name}
            </option>
          ))}
        </select>
        <p id="insurer-hint" className="mt-1 text-sm text-slate-600">
          {t('insurance.hint')}
        </p>
        {insurerError ? (
          <p id="insurer-error" className="mt-1 text-sm font-semibold text-red-700">
            {insurerError}
          </p>
        ) : null}
      </div>
      <FormField label={t('insurance.policyNumber')} dir="ltr" {...form.bind('policyNumber')} />
      <div className="max-w-xs">
        <SubmitButton busy={update.isPending}>{t('insurance.save')}</SubmitButton>
      </div>
    </form>
  );
}

function InsuranceLoader() {
  const lang = useLanguage();
  const current = useInsurance();
  const insurers = useQuery({
    queryKey: ['insurers', lang],
    queryFn: ({ signal }) => api<InsurerList>('/insurers', { signal }),
  });
  if (!current.data || !insurers.data) return <Spinner />;
  return <InsuranceForm current={current.data} insurers={insurers.data.items} />;
}

export default function InsurancePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.insurance.title')} intro={t('pages.insurance.intro')} />
      <RequireSession>{() => <InsuranceLoader />}</RequireSession>
    </>
  );
}
