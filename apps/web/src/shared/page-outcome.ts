import type { TFunction } from 'i18next';

export interface PageOutcome {
  tone: 'done' | 'error';
  text: string;
}

/**
 * What a page's form did, read back from the page's query after the server's redirect (`done`, or `error`
 * with `field`; apps/server/src/shared/page-forms.ts) and said in the page's language: the page's own
 * string for it (`<prefix>.done.<done>`, `<prefix>.errors.<field>`) or else the API's message for the code.
 * Only known strings are shown, never the query's text itself.
 */
export function pageOutcome(url: URL, t: TFunction, prefix: string): PageOutcome | null {
  const known = (key: string) => {
    const text = t(key, { defaultValue: '' });
    return typeof text === 'string' && text !== '' ? text : null;
  };
  const done = url.searchParams.get('done');
  const error = url.searchParams.get('error');
  const field = url.searchParams.get('field');
  if (error) {
    const text =
      (field && /^[a-z_]+$/.test(field) ? known(`${prefix}.errors.${field}`) : null) ??
      (/^[a-z_]+$/.test(error) ? known(`errors.codes.${error}`) : null) ??
      t('errors.codes.internal');
    return { tone: 'error', text };
  }
  if (done && /^[a-z_]+$/.test(done)) {
    const text = known(`${prefix}.done.${done}`);
    if (text) return { tone: 'done', text };
  }
  return null;
}
