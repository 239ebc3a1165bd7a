import { CONTACT_COMMENT_MAX, ContactRequest } from '@tabib/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { FormActions } from '../../../shared/ui/form-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useSession } from '../../auth/index.ts';
import { useSendContact } from '../api/use-send-contact.ts';

type Field = 'name' | 'email' | 'comment';
const fieldNames: Field[] = ['name', 'email', 'comment'];

export function ContactForm() {
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation();
  const id = useId();
  const session = useSession();
  const send = useSendContact();
  // Only what the sender typed; untouched name and e-mail fall back to the signed-in account's.
  const [edits, setEdits] = useState<Partial<Record<Field, string>>>({});
  // Checks the values below (they follow the session until typed in), not values of its own.
  const form = useContractForm(ContactRequest, { name: '', email: '', comment: '' });
  const { errors, setErrors } = form;
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const user = session.data;
  const values: Record<Field, string> = {
    name: edits.name ?? user?.name ?? '',
    email: edits.email ?? user?.email ?? '',
    comment: edits.comment ?? '',
  };

  const message = (key: string) => t(`fields.${key}`, { defaultValue: t('fields.invalid') });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSentTo(null);
    const data = form.validate({
      draft: values,
      onInvalid: (next) => document.getElementById(`${id}-${fieldNames.find((f) => next[f])}`)?.focus(),
    });
    if (!data) return;
    send.mutate(data, {
      onSuccess: () => {
        toast.success(t('toast.success'));
        setSentTo(data.email);
        setEdits((e) => ({ ...e, comment: '' }));
      },
      onError: (error) => {
        toast.error(t('toast.error'));
        if (error instanceof ApiError && error.code === 'validation_failed') {
          setErrors(Object.fromEntries(Object.entries(error.fields).filter(([k]) => fieldNames.includes(k as Field))));
        }
        setProblem(
          error instanceof ApiError && error.code !== 'network'
            ? tc(`errors.codes.${error.code}`)
            : tc('errors.network'),
        );
      },
    });
  };

  const inputClass =
    'mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 aria-[invalid=true]:border-red-600';

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
        {message(errors[field])}
      </p>
    ) : null;

  const describedBy = (field: Field, extra?: string) =>
    [errors[field] ? `${id}-${field}-error` : null, extra].filter(Boolean).join(' ') || undefined;

  const set = (field: Field) => (e: { target: { value: string } }) =>
    setEdits((v) => ({ ...v, [field]: e.target.value }));

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="space-y-5">
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
        {t('form.title')}
      </h2>
      {user ? <p className="text-sm text-slate-600">{t('form.signedInAs')}</p> : null}
      <div>
        <label htmlFor={`${id}-name`} className="font-semibold text-slate-800">
          {t('form.name')}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          className={inputClass}
        />
        {fieldError('name')}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="font-semibold text-slate-800">
          {t('form.email')}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          dir="ltr"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          className={`${inputClass} text-start`}
        />
        {fieldError('email')}
      </div>
      <div>
        <label htmlFor={`${id}-comment`} className="font-semibold text-slate-800">
          {t('form.comment')}
        </label>
        <p id={`${id}-comment-hint`} className="text-sm text-slate-600">
          {t('form.commentHint')}
        </p>
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={6}
          value={values.comment}
          onChange={set('comment')}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={describedBy('comment', `${id}-comment-hint ${id}-comment-count`)}
          className={inputClass}
        />
        <p id={`${id}-comment-count`} className="mt-1 text-end text-xs text-slate-600">
          {t('form.counter', { count: values.comment.length, max: CONTACT_COMMENT_MAX })}
        </p>
        {fieldError('comment')}
      </div>
      <FormActions
        statusPosition="below"
        status={
          <>
            {sentTo ? <p className="font-semibold text-emerald-800">{t('form.sent', { email: sentTo })}</p> : null}
            {problem ? <p className="text-red-700">{problem}</p> : null}
          </>
        }
      >
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? t('form.sending') : t('form.submit')}
        </Button>
      </FormActions>
    </form>
  );
}
