import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormActions } from '../../../shared/ui/form-actions.tsx';
import { useResendEmailCode, useVerifyEmail } from '../../auth/index.ts';

/**
 * The booking's inline step for an account whose address is not confirmed yet (the server answered 403
 * email_unverified): the 6-digit code from the sign-up mail, a new one on request, and then the same
 * booking goes through (`onVerified`), without choosing the time again.
 */
export function VerifyEmailStep({ email, onVerified }: { email: string; onVerified: () => void }) {
  const { t } = useTranslation('booking');
  const { t: tc } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const verify = useVerifyEmail();
  const resend = useResendEmailCode();

  useEffect(() => input.current?.focus(), []);

  const messageOf = (error: unknown) =>
    error instanceof ApiError && error.code !== 'network' ? tc(`errors.codes.${error.code}`) : tc('errors.network');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSent(false);
    verify.mutate(
      { code },
      {
        onSuccess: () => onVerified(),
        onError: (error) => setProblem(messageOf(error)),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-6 space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-2 ring-brand-600"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
        {t('verify.title')}
      </h2>
      <p className="text-slate-700">{t('verify.hint', { email })}</p>
      <div>
        <label htmlFor={`${id}-code`} className="font-semibold text-slate-800">
          {t('verify.code')}
        </label>
        <input
          ref={input}
          id={`${id}-code`}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={12}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={problem ? true : undefined}
          className="mt-1 block w-full max-w-48 rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-start text-lg tracking-widest text-slate-900 aria-[invalid=true]:border-red-600"
        />
      </div>
      <FormActions problem={problem} status={sent ? <p className="text-slate-700">{t('verify.sent')}</p> : null}>
        <Button type="submit" disabled={verify.isPending}>
          {verify.isPending ? t('verify.checking') : t('verify.submit')}
        </Button>
        <Button
          variant="secondary"
          disabled={resend.isPending}
          onClick={() => {
            setProblem(null);
            setSent(false);
            resend.mutate(undefined, {
              onSuccess: () => setSent(true),
              onError: (error) => setProblem(messageOf(error)),
            });
          }}
        >
          {t('verify.resend')}
        </Button>
      </FormActions>
    </form>
  );
}
