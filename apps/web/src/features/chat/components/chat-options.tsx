import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Longer lists are searched rather than shown whole: a phone shows about ten buttons at most. */
export const MAX_SHOWN_OPTIONS = 10;
const SHOWN_BEFORE_SEARCH = 8;

// Typed search matches however Arabic is spelt (hamza forms, ta marbuta, alif maqsura, diacritics).
function fold(s: string): string {
  return s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .trim();
}

interface ChatOptionsProps {
  options: string[];
  onOption: (text: string) => void;
}

/**
 * The answers offered with a question, as buttons. When there are more than about ten, the first
 * few are shown with a search box over all of them; the last option ("Don't know") is always shown.
 */
export function ChatOptions({ options, onOption }: ChatOptionsProps) {
  const { t } = useTranslation('chat');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const long = options.length > MAX_SHOWN_OPTIONS;
  const last = options.at(-1)!;
  const q = fold(query);
  const shown = !long
    ? options
    : q
      ? options.filter((o) => fold(o).includes(q))
      : [...options.slice(0, SHOWN_BEFORE_SEARCH), last];
  const hidden = long && !q ? options.length - shown.length : 0;

  return (
    <div className="mt-2 flex flex-col gap-2">
      {long ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-semibold text-slate-800">
            {t('input.searchOptions')}
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('input.searchPlaceholder')}
            className="rounded-lg border-2 border-slate-300 px-3 py-1.5 text-slate-900 focus-visible:border-brand-600 focus-visible:outline-none"
          />
        </div>
      ) : null}
      <div role="group" aria-label={t('input.options')} className="flex flex-wrap gap-2">
        {shown.map((option) => (
          <button
            key={option}
            type="button"
            onClick={() => onOption(option)}
            className="rounded-full border-2 border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {option}
          </button>
        ))}
      </div>
      {hidden > 0 ? <p className="text-sm text-slate-700">{t('input.moreOptions', { count: hidden })}</p> : null}
      {long && q && shown.length === 0 ? <p className="text-sm text-slate-700">{t('input.noOptionMatch')}</p> : null}
    </div>
  );
}
