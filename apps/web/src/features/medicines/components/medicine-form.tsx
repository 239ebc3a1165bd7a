import { MedicineInput, medicineForms, type MedicineDetail } from '@tabib/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { useMedicineCategories } from '../api/medicines.ts';
import { collectFieldErrors } from './field-errors.ts';

type TextField =
  | 'brandEn'
  | 'brandAr'
  | 'genericEn'
  | 'genericAr'
  | 'form'
  | 'strength'
  | 'atcCode'
  | 'category'
  | 'descriptionEn'
  | 'descriptionAr'
  | 'usesEn'
  | 'usesAr'
  | 'priceEgp';
type Values = Record<TextField, string> & { prescription: boolean };

function initialValues(medicine?: MedicineDetail): Values {
  return {
    brandEn: medicine?.brandEn ?? '',
    brandAr: medicine?.brandAr ?? '',
    genericEn: medicine?.genericEn ?? '',
    genericAr: medicine?.genericAr ?? '',
    form: medicine?.form ?? '',
    strength: medicine?.strength ?? '',
    atcCode: medicine?.atcCode ?? '',
    category: medicine?.category.slug ?? '',
    descriptionEn: medicine?.descriptionEn ?? '',
    descriptionAr: medicine?.descriptionAr ?? '',
    usesEn: medicine?.usesEn.join('\n') ?? '',
    usesAr: medicine?.usesAr.join('\n') ?? '',
    priceEgp: medicine ? String(medicine.priceEgp) : '',
    prescription: medicine?.prescription ?? false,
  };
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/** Both languages of one medicine, checked with the same schema the server uses before anything is sent. */
export function MedicineForm({
  medicine,
  submitLabel,
  pending,
  onSubmit,
}: {
  medicine?: MedicineDetail;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: MedicineInput) => Promise<unknown>;
}) {
  const { t } = useTranslation('medicines');
  const categories = useMedicineCategories();
  const [values, setValues] = useState<Values>(() => initialValues(medicine));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const set = (field: keyof Values, value: string | boolean) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = MedicineInput.safeParse({
      ...values,
      usesEn: lines(values.usesEn),
      usesAr: lines(values.usesAr),
      priceEgp: values.priceEgp.trim() === '' ? undefined : Number(values.priceEgp),
    });
    if (!parsed.success) {
      setErrors(
        collectFieldErrors(
          t,
          parsed.error.issues.map((i) => [i.path.join('.'), i.message] as [string, string]),
        ),
      );
      setProblem(t('admin.fixErrors'));
      return;
    }
    setErrors({});
    setProblem(null);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(collectFieldErrors(t, Object.entries(error.fields)));
        setProblem(t('admin.fixErrors'));
      } else if (error instanceof ApiError && error.code !== 'network') {
        setProblem(t(`common:errors.codes.${error.code}`));
      } else {
        setProblem(t('common:errors.network'));
      }
    }
  };

  const field = (name: TextField, control: ReactNode, hint?: string) => (
    <div className={name.startsWith('description') || name.startsWith('uses') ? 'md:col-span-1' : ''}>
      <label htmlFor={`medicine-${name}`} className="block font-semibold text-slate-800">
        {t(`fields.${name}`)}
      </label>
      {control}
      {hint ? (
        <p id={`medicine-${name}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <p id={`medicine-${name}-error`} className="mt-1 min-h-5 text-sm text-red-700">
        {errors[name] ?? ''}
      </p>
    </div>
  );
  const a11y = (name: TextField, hint = false) => ({
    id: `medicine-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `${hint ? `medicine-${name}-hint ` : ''}medicine-${name}-error`,
  });
  const input = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
  const text = (name: TextField, dir: 'ltr' | 'rtl', hint?: string) =>
    field(
      name,
      <input
        {...a11y(name, Boolean(hint))}
        dir={dir}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        className={input}
      />,
      hint,
    );
  const area = (name: TextField, dir: 'ltr' | 'rtl', hint?: string) =>
    field(
      name,
      <textarea
        {...a11y(name, Boolean(hint))}
        dir={dir}
        rows={4}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        className={input}
      />,
      hint,
    );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="grid gap-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="grid gap-x-6 gap-y-2 md:grid-cols-2">
        {text('brandEn', 'ltr')}
        {text('brandAr', 'rtl')}
        {text('genericEn', 'ltr')}
        {text('genericAr', 'rtl')}
        {field(
          'form',
          <select {...a11y('form')} value={values.form} onChange={(e) => set('form', e.target.value)} className={input}>
            <option value="">{t('fields.chooseForm')}</option>
            {medicineForms.map((f) => (
              <option key={f} value={f}>
                {t(`forms.${f}`)}
              </option>
            ))}
          </select>,
        )}
        {text('strength', 'ltr', t('fields.strengthHint'))}
        {text('atcCode', 'ltr', t('fields.atcHint'))}
        {field(
          'category',
          <select
            {...a11y('category')}
            value={values.category}
            onChange={(e) => set('category', e.target.value)}
            className={input}
          >
            <option value="">{t('fields.chooseCategory')}</option>
            {(categories.data?.items ?? []).map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>,
        )}
        {area('descriptionEn', 'ltr')}
        {area('descriptionAr', 'rtl')}
        {area('usesEn', 'ltr', t('fields.usesHint'))}
        {area('usesAr', 'rtl', t('fields.usesHint'))}
        {field(
          'priceEgp',
          <input
            {...a11y('priceEgp')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            dir="ltr"
            value={values.priceEgp}
            onChange={(e) => set('priceEgp', e.target.value)}
            className={input}
          />,
        )}
        <div className="flex items-center gap-3 self-center">
          <input
            id="medicine-prescription"
            type="checkbox"
            checked={values.prescription}
            onChange={(e) => set('prescription', e.target.checked)}
            className="size-5 accent-brand-600"
          />
          <label htmlFor="medicine-prescription" className="font-semibold text-slate-800">
            {t('fields.prescription')}
          </label>
        </div>
      </div>
      <p role="alert" className="min-h-6 font-semibold text-red-700">
        {problem ?? ''}
      </p>
      <div>
        <button
          type="submit"
          disabled={pending}
          className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {pending ? t('admin.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
