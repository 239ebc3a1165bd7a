import { describe, expect, it } from 'vitest';
import { apiQuery, libraryHref, readLibraryParams, readOpenMedicine } from './library-params.ts';

const read = (search: string) => readLibraryParams(new URLSearchParams(search));

describe('the medicine library’s address', () => {
  it('reads the list it asks for', () => {
    expect(read('q=%20panadol%20&category=analgesics&sort=price_asc&page=3')).toEqual({
      q: 'panadol',
      category: 'analgesics',
      sort: 'price_asc',
      page: 3,
    });
    expect(read('')).toEqual({ q: '', category: '', sort: 'relevance', page: 1 });
  });

  it('reads what the API would refuse as nothing, so the page shows a list rather than an error', () => {
    expect(read('category=../x&sort=newest&page=0')).toEqual({ q: '', category: '', sort: 'relevance', page: 1 });
    expect(read('page=abc').page).toBe(1);
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('asks the API for one page of the list', () => {
    expect(apiQuery(read('q=arcoxia&page=2'))).toBe('q=arcoxia&page=2&limit=12&sort=relevance');
  });

  it('writes only what differs from the defaults, in the page’s language', () => {
    const list = read('q=arcoxia&sort=relevance&page=1');
    expect(libraryHref(list, 'en')).toBe('/medicine-library?q=arcoxia&lang=en');
    expect(libraryHref(list, 'ar', { page: 2, medicine: 'arcoxia-120' })).toBe(
      '/medicine-library?q=arcoxia&page=2&medicine=arcoxia-120&lang=ar',
    );
  });

  it('opens a medicine only by a slug the API could know', () => {
    expect(readOpenMedicine(new URLSearchParams(''))).toBeNull();
    expect(readOpenMedicine(new URLSearchParams('medicine=arcoxia-120-mg'))).toBe('arcoxia-120-mg');
    expect(readOpenMedicine(new URLSearchParams('medicine=../../x'))).toBe('');
  });
});
