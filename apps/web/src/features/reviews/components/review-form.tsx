import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useLazySchemaSubmit } from '../../../shared/forms/lazy-schema.ts';
import { useContractForm } from '../../../shared/forms/use-contract-form.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { loginPath, useSession } from '../../auth/index.ts';
import { useCreateReview } from '../api/reviews.ts';
import { loadedReviewSchema, loadReviewSchema, preloadReviewSchema, type ReviewSchema } from './review-schema.ts';

/**
 * Holds the place of the form (as tall as the sign-in prompt) while the session or the doctor loads, so the
 * page below does not move when it arrives.
 */
export function ReviewFormPlaceholder() {
  return (
    <p aria-hidden="true" className="mt-6 animate-pulse rounded-2xl bg-brand-50 p-4">
      {'\u00a0'}
    </p>
  );
}

export function ReviewForm({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation('reviews');
  const location = useLocation();
  const session = useSession();
  const create = useCreateReview(doctorId);
  // The schema arrives when the form is first used (see review-schema.ts), so it is given at submit.
  const form = useContractForm<ReviewSchema>(null, { rating: '', title: '', text: '' });
  const { errors, setErrors } = form;
  const rating = form.values.rating || 0;
  const title = form.values.title ?? '';
  const text = form.values.text ?? '';
  const schema = useLazySchemaSubmit({ load: loadReviewSchema, loaded: loadedReviewSchema });
  const message = (key: string | undefined) =>
    key ? t(`errors.${key}`, { defaultValue: t('errors.invalid') }) : undefined;

  if (session.isPending) return <ReviewFormPlaceholder />;
  if (!session.data) {
    return (
      <p id="review" className="mt-6 rounded-2xl bg-brand-50 p-4">
        <Link to={loginPath(`${location.pathname}#review`)} className="font-semibold text-brand-700 underline">
          {t('signInToReview')}
        </Link>
      </p>
    );
  }
  if (create.isSuccess) {
    return (
      <p id="review" role="status" className="mt-6 rounded-2xl bg-emerald-50 p-4 font-semibold text-emerald-800">
        {t('thanks')}
      </p>
    );
  }

  const send = (schema: ReviewSchema) => {
    const data = form.validate({ schema, draft: { rating: rating || undefined, title, text } });
    if (!data) return;
    create.mutate(data, {
      onSuccess: () => toast.success(t('thanks')),
      onError: (error) => {
        if (error instanceof ApiError && error.fields.review) setErrors({ _form: error.fields.review });
        else if (error instanceof ApiError && Object.keys(error.fields).length)
          setErrors(error.fields as typeof errors);
        else setErrors({ _form: error instanceof ApiError ? `code_${error.code}` : 'code_network' });
      },
    });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Sent before the schema has arrived (a slow network): the button waits as it does for the server.
    schema.submit(send, () => setErrors({ _form: 'code_network' }));
  };

  const titleError = message(errors.title);
  const textError = message(errors.text);
  const ratingError = message(errors.rating);
  const sending = create.isPending || schema.waiting;
  return (
    <form
      id="review"
      onSubmit={onSubmit}
      onFocus={preloadReviewSchema}
      onPointerDown={preloadReviewSchema}
      noValidate
      className="mt-6 space-y-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h3 className="text-lg font-bold text-brand-900">{t('formTitle')}</h3>
      {errors._form ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          {message(errors._form)}
        </p>
      ) : null}
      <fieldset aria-describedby={ratingError ? 'review-rating-error' : undefined}>
        <legend className="font-semibold text-slate-800">{t('rating')}</legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => form.setField('rating', n)}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={`text-3xl peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 ${n <= rating ? 'text-amber-500' : 'text-slate-300'}`}
              >
                ★
              </span>
              <span className="sr-only">{t('stars', { count: n })}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id="review-rating-error" className="mt-1 text-sm font-semibold text-red-700">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor="review-title" className="block font-semibold text-slate-800">
          {t('titleLabel')}
        </label>
        <input
          id="review-title"
          value={title}
          maxLength={120}
          onChange={(e) => form.setValues((v) => ({ ...v, title: e.target.value }))}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? 'review-title-error' : undefined}
          className={`mt-1 w-full rounded-xl border bg-white px-4 py-2.5 ${titleError ? 'border-red-600' : 'border-slate-300'}`}
        />
        {titleError ? (
          <p id="review-title-error" className="mt-1 text-sm font-semibold text-red-700">
            {titleError}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="review-text" className="block font-semibold text-slate-800">
          {t('textLabel')}
        </label>
        <textarea
          id="review-text"
          value={text}
          rows={4}
          maxLength={2000}
          onChange={(e) => form.setValues((v) => ({ ...v, text: e.target.value }))}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? 'review-text-error' : 'review-text-hint'}
          className={`mt-1 w-full rounded-xl border bg-white px-4 py-2.5 ${textError ? 'border-red-600' : 'border-slate-300'}`}
        />
        {textError ? (
          <p id="review-text-error" className="mt-1 text-sm font-semibold text-red-700">
            {textError}
          </p>
        ) : (
          <p id="review-text-hint" className="mt-1 text-sm text-slate-600">
            {t('textHint')}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={sending}
        aria-busy={sending}
        className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {sending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
