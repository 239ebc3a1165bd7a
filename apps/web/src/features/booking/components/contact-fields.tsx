import { useTranslation } from 'react-i18next';

export type ContactField = 'patientName' | 'phone' | 'email';
export const contactFields: ContactField[] = ['patientName', 'phone', 'email'];

interface Props {
  idPrefix: string;
  values: Record<ContactField, string>;
  placeholders?: Partial<Record<ContactField, string>>;
  errors: Partial<Record<ContactField, string>>;
  onChange: (field: ContactField, value: string) => void;
  labels: Record<ContactField, string>;
  /** Shown under the field and read with it. */
  hints?: Partial<Record<ContactField, string>>;
}

export function fieldMessage(t: (key: string, options?: { defaultValue: string }) => string, key: string): string {
  return t(`fields.${key}`, { defaultValue: t('fields.invalid') });
}

export function ContactFields({ idPrefix, values, placeholders = {}, errors, onChange, labels, hints = {} }: Props) {
  const { t } = useTranslation('booking');
  const input =
    'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 aria-[invalid=true]:border-red-600';
  const types: Record<ContactField, { type: string; autoComplete: string; inputMode?: 'tel' | 'email'; dir?: 'ltr' }> =
    {
      patientName: { type: 'text', autoComplete: 'name' },
      phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', dir: 'ltr' },
      email: { type: 'email', autoComplete: 'email', inputMode: 'email', dir: 'ltr' },
    };
  return (
    <>
      {contactFields.map((field) => {
        const id = `${idPrefix}-${field}`;
        const error = errors[field];
        const hint = hints[field];
        const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
        return (
          <div key={field}>
            <label htmlFor={id} className="font-semibold text-slate-800">
              {labels[field]}
            </label>
            <input
              id={id}
              name={field}
              {...types[field]}
              value={values[field]}
              placeholder={placeholders[field]}
              onChange={(e) => onChange(field, e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              className={`${input} text-start`}
            />
            {hint ? (
              <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
                {hint}
              </p>
            ) : null}
            {error ? (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                {fieldMessage(t, error)}
              </p>
            ) : null}
          </div>
        );
      })}
    </>
  );
}
