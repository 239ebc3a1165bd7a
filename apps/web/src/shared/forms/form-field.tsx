import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Turns a message key from a schema or the server into text in the active language. */
export function useErrorText() {
  const { t } = useTranslation();
  return (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    if (key.startsWith('code:')) {
      const code = key.slice(5);
      return code === 'network'
        ? t('errors.network')
        : t(`errors.codes.${code}`, { defaultValue: t('errors.codes.internal') });
    }
    return t(`validation.${key}`, { defaultValue: t('validation.invalid') });
  };
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export function FormField({ label, error, hint, id, className = '', ...input }: FieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorText = useErrorText()(error);
  const describedBy = [errorText ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="block font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={fieldId}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1 w-full rounded-xl border bg-white px-4 py-2.5 ${errorText ? 'border-red-600' : 'border-slate-300'}`}
        {...input}
      />
      {hint ? (
        <p id={`${fieldId}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {errorText ? (
        <p id={`${fieldId}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}

export function FormError({ error }: { error: string | undefined }) {
  const text = useErrorText()(error);
  if (!text) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
      {text}
    </p>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
    >
      {busy ? t('loading') : children}
    </button>
  );
}

/** The male/female radio pair of the sign-up and join forms. */
export function GenderField({
  name,
  legend,
  labels,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  labels: { male: string; female: string };
  value: string;
  onChange: (value: 'male' | 'female') => void;
  error: string | undefined;
}) {
  const text = useErrorText()(error);
  return (
    <fieldset aria-describedby={text ? `${name}-error` : undefined}>
      <legend className="font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 flex gap-6">
        {(['male', 'female'] as const).map((g) => (
          <label key={g} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={g}
              checked={value === g}
              onChange={() => onChange(g)}
              className="size-4 accent-brand-600"
            />
            {labels[g]}
          </label>
        ))}
      </div>
      {text ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {text}
        </p>
      ) : null}
    </fieldset>
  );
}
