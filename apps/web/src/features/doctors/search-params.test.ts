import { describe, expect, it } from 'vitest';
import { cut, formatFee } from './format.ts';
import { apiQueryString, criteriaToParams, readCriteria, searchHref } from './search-params.ts';

describe('search criteria in the URL', () => {
  it('reads what it writes, in a fixed order, and drops defaults', () => {
    const criteria = {
      specialty: 'cardiology',
      city: 'cairo',
      area: 'maadi',
      q: ' أحمد ',
      gender: 'female' as const,
      telehealth: true,
      feeMin: 200,
      feeMax: 600,
      sort: 'fee_asc' as const,
      page: 3,
    };
    const params = criteriaToParams(criteria);
    expect(params.toString()).toBe(
      'specialty=cardiology&city=cairo&area=maadi&q=%D8%A3%D8%AD%D9%85%D8%AF&gender=female&telehealth=true&feeMin=200&feeMax=600&sort=fee_asc&page=3',
    );
    expect(readCriteria(params)).toEqual({ ...criteria, q: 'أحمد', insurer: undefined });
    expect(criteriaToParams({ page: 1, telehealth: false, q: '  ' }).toString()).toBe('');
  });

  it('ignores malformed values instead of breaking the page', () => {
    const c = readCriteria(new URLSearchParams('sort=nearest&gender=x&page=-2&feeMin=abc&telehealth=yes'));
    expect(c).toMatchObject({
      sort: undefined,
      gender: undefined,
      page: undefined,
      feeMin: undefined,
      telehealth: undefined,
    });
  });

  it('reads fees typed in Arabic-Indic digits, and a range typed the wrong way round', () => {
    expect(readCriteria(new URLSearchParams('feeMin=٤٠٠&feeMax= 200 '))).toMatchObject({ feeMin: 200, feeMax: 400 });
    // What the home page's form sends without scripts: its empty fields are no criteria.
    expect(criteriaToParams(readCriteria(new URLSearchParams('specialty=&city=cairo&area=&q=')))).toEqual(
      new URLSearchParams('city=cairo'),
    );
  });

  it('writes the page’s links in its language, back at page 1 unless paging', () => {
    const criteria = { city: 'giza', sort: 'rating' as const, page: 3 };
    expect(searchHref(criteria, 'en', { page: 4 })).toBe('/doctors?city=giza&sort=rating&page=4&lang=en');
    expect(searchHref(criteria, 'ar', { gender: 'male' })).toBe('/doctors?city=giza&gender=male&sort=rating&lang=ar');
  });

  it('asks the API for a page and a limit', () => {
    expect(apiQueryString({ city: 'giza' }, 4)).toBe('city=giza&page=1&limit=4');
  });
});

describe('formatting', () => {
  it('cuts labels to the limit with an ellipsis', () => {
    expect(cut('Obstetrics and Gynecology', 20)).toHaveLength(20);
    expect(cut('Obstetrics and Gynecology', 20).endsWith('…')).toBe(true);
    expect(cut('Cardiology', 20)).toBe('Cardiology');
  });

  it('formats fees as Egyptian pounds in the active language', () => {
    expect(formatFee(350, 'en')).toMatch(/EGP\s?350/);
    expect(formatFee(350, 'ar')).toMatch(/٣٥٠/);
  });
});
