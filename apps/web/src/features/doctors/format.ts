/** Cuts a label to `max` characters (whole code points), with an ellipsis when it was longer. */
export function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export function formatFee(fee: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-EG', {
    style: 'currency',
    currency: 'EGP',
    maximumFractionDigits: 0,
  }).format(fee);
}

export function formatNumber(n: number, lang: string, digits = 0): string {
  return new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-EG', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(n);
}

export function avatarOf(gender: 'male' | 'female'): string {
  return gender === 'female' ? '/avatar-female.svg' : '/avatar-male.svg';
}
