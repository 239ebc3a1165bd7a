/**
 * Intl formatters are slow to make (a millisecond or more each on a phone) and a page of doctors formats
 * hundreds of numbers and dates: one of each per locale and options, made once.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `number ${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format as Intl.NumberFormat;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `date ${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format as Intl.DateTimeFormat;
}
