import type { TFunction } from 'i18next';
import type { SearchData } from './search-data.ts';

/** The search page's title: the specialty's doctors when one is chosen, else "Find a doctor". */
export function searchTitle(t: TFunction, data: Pick<SearchData, 'criteria' | 'specialties'>) {
  const specialty = data.specialties.find((s) => s.slug === data.criteria.specialty);
  return {
    specialty,
    title: specialty ? t('doctors:list.titleSpecialty', { specialty: specialty.name }) : t('doctors:list.title'),
  };
}
