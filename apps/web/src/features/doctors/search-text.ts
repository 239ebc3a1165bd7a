/**
 * The same folding the server applies in SQL (tabib_normalize): hamza forms of alef, taa marbuta,
 * alef maqsura, harakat and tatweel, case and hyphens, so "احمد" matches "أحمد" on screen too.
 */
export function normaliseSearchText(input: string): string {
  return input
    .replace(/[\u064B-\u0652\u0670\u0640]/g, '')
    .toLowerCase()
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[-']/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function matchesSearch(text: string, query: string): boolean {
  const q = normaliseSearchText(query);
  return q === '' || normaliseSearchText(text).includes(q);
}
