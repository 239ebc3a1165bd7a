import { MSG } from './i18n/messages.ts';
import type { Lang } from './types.ts';

/**
 * What every conversation begins with: the greeting and the first question. Its own module, free of the
 * knowledge base, so that the web app can show it before the conversation has started on the server.
 */
export function openingText(lang: Lang): string {
  const l: Lang = lang === 'ar' ? 'ar' : 'en';
  return `${MSG.greeting[l]}\n${MSG.askAge[l]}`;
}
