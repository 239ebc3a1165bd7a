import type { NewsletterRequest, NewsletterResponse } from '@tabib/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../../shared/api/client.ts';
import { lazySchema } from '../../../shared/forms/lazy-schema.ts';

// Fetched on first use, so the footer does not put zod in the first download.
const newsletterSchema = lazySchema((contracts): typeof NewsletterRequest => contracts.NewsletterRequest);

export function NewsletterForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const subscribe = useMutation({
    mutationFn: (body: NewsletterRequest) => api<NewsletterResponse>('/newsletter', { method: 'POST', body }),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (await newsletterSchema.load()).safeParse({ email });
    if (!parsed.success) {
      setProblem(t('newsletter.invalidEmail'));
      return;
    }
    setProblem(null);
    subscribe.mutate(parsed.data, {
      onError: (error) =>
        setProblem(
          error instanceof ApiError && error.code !== 'network'
            ? error.code === 'validation_failed'
              ? t('newsletter.invalidEmail')
              : t(`errors.codes.${error.code}`)
            : t('errors.network'),
        ),
    });
  };

  const done = subscribe.isSuccess;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-5" aria-labelledby="newsletter-title">
      <h3 id="newsletter-title" className="font-bold text-white">
        {t('footer.newsletter')}
      </h3>
      <p className="mt-1 text-sm text-slate-300">{t('footer.newsletterHint')}</p>
      <div className="mt-3 flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {t('footer.newsletterLabel')}
        </label>
        <input
          id="newsletter-email"
          type="email"
          dir="ltr"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder={t('footer.newsletterPlaceholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby="newsletter-status"
          className="min-w-0 flex-1 rounded-full border-0 bg-white/10 px-4 py-2 text-white placeholder:text-slate-300 focus:bg-white/20"
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="rounded-full bg-white px-5 py-2 font-semibold text-brand-900 hover:bg-brand-50 disabled:opacity-60"
        >
          {t('footer.join')}
        </button>
      </div>
      <p id="newsletter-status" role="status" className="mt-2 min-h-5 text-sm">
        {problem ? <span className="text-red-200">{problem}</span> : null}
        {done && !problem ? <span className="text-emerald-200">{t(`newsletter.${subscribe.data.status}`)}</span> : null}
      </p>
    </form>
  );
}
