import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreas, useCities, useSpecialties } from '../api/catalogue.ts';
import { useRunSearch } from './use-run-search.ts';

const selectClass = 'mt-1 w-full rounded-xl border bg-white px-3 py-2.5';

/** The compact search for phones: native selects (the platform's own picker), a name box; City is required. */
export function MobileSearchForm() {
  const { t } = useTranslation('doctors');
  const [specialty, setSpecialty] = useState('');
  const [city, setCity] = useState('');
  const [area, setArea] = useState('');
  const [name, setName] = useState('');
  const [cityError, setCityError] = useState(false);
  const specialties = useSpecialties();
  const cities = useCities();
  const areas = useAreas(city || undefined);
  const search = useRunSearch();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!city) {
      setCityError(true);
      document.getElementById('mobile-city')?.focus();
      return;
    }
    void search.run({ specialty: specialty || undefined, city, area: area || undefined, q: name.trim() || undefined });
  };

  return (
    <section aria-labelledby="mobile-search-title" className="px-4 pt-6 sm:hidden">
      <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-2xl bg-white p-4 shadow ring-1 ring-slate-200">
        <h2 id="mobile-search-title" className="text-lg font-bold text-brand-900">
          {t('card.title')}
        </h2>
        <div>
          <label htmlFor="mobile-specialty" className="block text-sm font-semibold text-slate-700">
            {t('fields.specialty')}
          </label>
          <select
            id="mobile-specialty"
            value={specialty}
            onChange={(e) => setSpecialty(e.target.value)}
            className={`${selectClass} border-slate-300`}
          >
            <option value="">{t('fields.anySpecialty')}</option>
            {specialties.data?.items.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="mobile-city" className="block text-sm font-semibold text-slate-700">
            {t('fields.city')}
          </label>
          <select
            id="mobile-city"
            value={city}
            required
            aria-invalid={cityError || undefined}
            aria-describedby={cityError ? 'mobile-city-error' : undefined}
            onChange={(e) => {
              setCity(e.target.value);
              setArea('');
              setCityError(false);
            }}
            className={`${selectClass} ${cityError ? 'border-red-600' : 'border-slate-300'}`}
          >
            <option value="">{t('fields.chooseCity')}</option>
            {cities.data?.items.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
          {cityError ? (
            <p id="mobile-city-error" className="mt-1 text-sm font-semibold text-red-700">
              {t('fields.cityRequired')}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="mobile-area" className="block text-sm font-semibold text-slate-700">
            {t('fields.area')}
          </label>
          <select
            id="mobile-area"
            value={area}
            disabled={!city}
            onChange={(e) => setArea(e.target.value)}
            className={`${selectClass} border-slate-300 disabled:bg-slate-100`}
          >
            <option value="">{t('fields.anyArea')}</option>
            {city
              ? areas.data?.items.map((a) => (
                  <option key={a.slug} value={a.slug}>
                    {a.name}
                  </option>
                ))
              : null}
          </select>
        </div>
        <div>
          <label htmlFor="mobile-name" className="block text-sm font-semibold text-slate-700">
            {t('fields.name')}
          </label>
          <input
            id="mobile-name"
            type="search"
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
            placeholder={t('fields.namePlaceholder')}
            className={`${selectClass} border-slate-300`}
          />
        </div>
        <button
          type="submit"
          disabled={search.busy}
          aria-busy={search.busy}
          className="w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white disabled:opacity-70"
        >
          {search.busy ? t('card.searching') : t('card.search')}
        </button>
      </form>
    </section>
  );
}
