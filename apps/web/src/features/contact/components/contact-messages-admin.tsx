import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { Cell, Table } from '../../../shared/ui/table.tsx';
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
        <Table
          caption={t('admin.caption')}
          columns={[t('admin.date'), t('admin.name'), t('admin.email'), t('admin.comment')]}
          className="min-w-[40rem]"
        >
          {data.items.map((m) => (
            <tr key={m.id} className="align-top">
              <Cell className="whitespace-nowrap text-slate-600">
                <time dateTime={m.createdAt}>{dates.format(new Date(m.createdAt))}</time>
              </Cell>
              <Cell className="font-semibold">{m.name}</Cell>
              <Cell dir="ltr">
                <a href={`mailto:${encodeURIComponent(m.email)}`} className="text-brand-700 underline">
                  {m.email}
                </a>
              </Cell>
              <Cell className="whitespace-pre-wrap break-words" lang={m.language}>
                {m.comment}
              </Cell>
            </tr>
          ))}
        </Table>
      ) : null}

      <Pagination page={page} pages={pages} onPage={setPage} label={t('admin.pagination')} />
    </section>
  );
}
