import { useTranslation } from 'react-i18next';
import { pagerControl as button } from './pager.ts';

type PaginationProps = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the list the pages belong to: the landmark must not read as the site's navigation. */
  label: string;
  /** Where "previous" and "next" mean something more precise, such as newer and older reviews. */
  previous?: string;
  next?: string;
  className?: string;
};

/**
 * "Previous · Page 2 of 5 · Next" under a list, in the reader's digits; nothing when the list fits one page.
 * Its twin for pages the server renders, with links instead of buttons, is pagination.astro.
 */
export function Pagination({ page, pages, onPage, label, previous, next, className = '' }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={`flex flex-wrap items-center justify-center gap-3 ${className}`}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(Math.max(1, page - 1))} className={button}>
        {previous ?? t('pagination.previous')}
      </button>
      <span className="text-slate-700">{t('pagination.pageOf', { page, pages })}</span>
      <button
        type="button"
        disabled={page >= pages}
        onClick={() => onPage(Math.min(pages, page + 1))}
        className={button}
      >
        {next ?? t('pagination.next')}
      </button>
    </nav>
  );
}
