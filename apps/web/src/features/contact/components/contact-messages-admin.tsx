import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useContactMessages } from '../api/use-contact-messages.ts';
import { dateFormat } from '../../../shared/intl.ts';
import { localeOf } from '../../../i18n/languages.ts';

const PAGE_SIZE = 20;

/** The admin's inbox of contact-form messages. Messages are rendered as text, never as markup. */
export function ContactMessagesAdmin() {
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const messages = useContactMessages(page, PAGE_SIZE);
  const dates = dateFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const data = messages.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <section aria-labelledby="contact-messages-title" className="min-w-0 space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="contact-messages-title" className="text-xl font-bold text-brand-900">
          {t('admin.title')}
        </h2>
        {data ? <p className="text-sm text-slate-600">{t('admin.total', { count: data.total })}</p> : null}
      </div>

      {messages.isPending ? <Spinner /> : null}
      {messages.isError ? (
        <div role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
          <p>
            {t('admin.loadError')}{' '}
            {messages.error instanceof ApiError && messages.error.code !== 'network'
              ? tc(`errors.codes.${messages.error.code}`)
              : tc('errors.network')}
          </p>
          <button type="button" onClick={() => void messages.refetch()} className="mt-2 font-semibold underline">
            {t('admin.retry')}
          </button>
        </div>
      ) : null}

      {data && data.items.length === 0 ? <p className="text-slate-600">{t('admin.empty')}</p> : null}
      {data && data.items.length > 0 ? (
        <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="w-full min-w-[40rem] text-start text-sm">
            <caption className="sr-only">{t('admin.caption')}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="p-3 text-start">
                  {t('admin.date')}
                </th>
                <th scope="col" className="p-3 text-start">
                  {t('admin.name')}
                </th>
                <th scope="col" className="p-3 text-start">
                  {t('admin.email')}
                </th>
                <th scope="col" className="p-3 text-start">
                  {t('admin.comment')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {data.items.map((m) => (
                <tr key={m.id} className="align-top">
                  <td className="whitespace-nowrap p-3 text-slate-600">
                    <time dateTime={m.createdAt}>{dates.format(new Date(m.createdAt))}</time>
                  </td>
                  <td className="p-3 font-semibold">{m.name}</td>
                  <td className="p-3" dir="ltr">
                    <a href={`mailto:${encodeURIComponent(m.email)}`} className="text-brand-700 underline">
                      {m.email}
                    </a>
                  </td>
                  <td className="whitespace-pre-wrap break-words p-3" lang={m.language}>
                    {m.comment}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <Pagination page={page} pages={pages} onPage={setPage} label={t('admin.pagination')} />
    </section>
  );
}
