import type { FastifyRequest } from 'fastify';
import type { Language } from '@tabib/contracts';

/** A supported `?lang=` in a raw URL (validated query objects drop keys their schema does not declare). */
export function queryLanguage(url: string): Language | undefined {
  const q = url.indexOf('?');
  const explicit = q === -1 ? null : new URLSearchParams(url.slice(q + 1)).get('lang');
  return explicit === 'ar' || explicit === 'en' ? explicit : undefined;
}

/** The cookie that remembers a visitor's `?lang=` choice, so that the next page's HTML is in that language. */
export const languageCookie = 'lang';

/** The language the visitor chose for the page: its `?lang=`, else the remembered choice; none if neither. */
export function chosenLanguage(req: Pick<FastifyRequest, 'url' | 'cookies'>): Language | undefined {
  const remembered = req.cookies[languageCookie];
  return queryLanguage(req.url) ?? (remembered === 'ar' || remembered === 'en' ? remembered : undefined);
}

/** `?lang=` wins, then the first supported Accept-Language entry; Arabic is the product's default. */
export function requestLanguage(req: Pick<FastifyRequest, 'url' | 'headers'>): Language {
  const explicit = queryLanguage(req.url);
  if (explicit) return explicit;
  const header = req.headers['accept-language'];
  if (typeof header === 'string') {
    const ranked = header
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
      })
      .sort((a, b) => b.q - a.q);
    for (const { tag } of ranked) {
      if (tag.startsWith('ar')) return 'ar';
      if (tag.startsWith('en')) return 'en';
    }
  }
  return 'ar';
}

export function pick<T>(lang: Language, ar: T, en: T): T {
  return lang === 'ar' ? ar : en;
}
