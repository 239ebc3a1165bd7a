import { describe, expect, it } from 'vitest';
import { keptBy, moderationHref, pageNumber, readModerationQuery } from './moderation-query.ts';

describe("the moderation page's address", () => {
  const query = readModerationQuery(
    new URLSearchParams('lang=en&dq=Sara&ds=suspended&dpage=3&uq=x%40y.z&us=nobody&upage=2&done=doctors.suspend'),
  );

  it('reads each list’s search, status and page, and drops what is not one of its values', () => {
    expect(query).toEqual({
      lang: 'en',
      dq: 'Sara',
      ds: 'suspended',
      uq: 'x@y.z',
      us: '',
      rpage: '',
      hpage: '',
      dpage: '3',
      upage: '2',
    });
  });

  it('links to one list’s page keeping the other lists, the filters and the language, but not the last outcome', () => {
    expect(moderationHref(query, { upage: '3' }, 'accounts')).toBe(
      '/admin/moderation?lang=en&dq=Sara&ds=suspended&uq=x%40y.z&dpage=3&upage=3#accounts',
    );
    // The first page is the address without the list's page.
    expect(moderationHref(query, { dpage: '' }, 'doctors')).toBe(
      '/admin/moderation?lang=en&dq=Sara&ds=suspended&uq=x%40y.z&upage=2#doctors',
    );
  });

  it('lets a list’s search start from its first page, keeping the other list as it is', () => {
    expect(keptBy(query, 'doctors')).toEqual({ lang: 'en', rpage: '', hpage: '', uq: 'x@y.z', us: '', upage: '2' });
    expect(keptBy(query, 'users')).toEqual({
      lang: 'en',
      rpage: '',
      hpage: '',
      dq: 'Sara',
      ds: 'suspended',
      dpage: '3',
    });
  });

  it('shows a page the address did not write as a page as the first', () => {
    expect(pageNumber('7')).toBe(7);
    for (const raw of ['', '0', 'abc', '-2', '2.5', '1e3', '9999999']) expect(pageNumber(raw)).toBe(1);
  });
});
