import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreas, useCities, useSpecialties } from '../api/catalogue.ts';
import { PopularCombobox } from './popular-combobox.tsx';
import { useRunSearch } from './use-run-search.ts';

type Tab = 'book' | 'telehealth';

/** The home page's search card: "Book a doctor" (specialty, city, area, name) and "Telehealth" (specialty). */
export function SearchCard() {
  const { t } = useTranslation('doctors');
  const [tab, setTab] = useState<Tab>('book');
  const [specialty, setSpecialty] = useState<string>();
  const [city, setCity] = useState<string>();
  const [area, setArea] = useState<string>();
  const [name, setName] = useState('');
  const specialties = useSpecialties();
  const cities = useCities();
  const areas = useAreas(city);
  const search = useRunSearch();
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ book: null, telehealth: null });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void search.run(
      tab === 'telehealth' ? { specialty, telehealth: true } : { specialty, city, area, q: name.trim() || undefined },
    );
  };

  const onTabKey = (e: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    e.preventDefault();
    const next: Tab = tab === 'book' ? 'telehealth' : 'book';
    setTab(next);
    tabs.current[next]?.focus();
  };

  const tabButton = (key: Tab) => (
    <button
      ref={(el) => {
        tabs.current[key] = el;
      }}
      type="button"
      role="tab"
      id={`search-tab-${key}`}
      aria-selected={tab === key}
      aria-controls="search-panel"
      tabIndex={tab === key ? 0 : -1}
      onClick={() => setTab(key)}
      onKeyDown={onTabKey}
      className={`rounded-t-2xl px-5 py-3 font-semibold ${
        tab === key ? 'bg-white text-brand-900' : 'bg-brand-700 text-white hover:bg-brand-600'
      }`}
    >
      {t(`card.${key}`)}
    </button>
  );

  const options = (items: { slug: string; name: string }[] | undefined) =>
    (items ?? []).map((i) => ({ value: i.slug, label: i.name }));

  return (
    <section aria-labelledby="search-card-title" className="mx-auto -mt-8 hidden max-w-6xl px-4 sm:block">
      <h2 id="search-card-title" className="sr-only">
        {t('card.title')}
      </h2>
      <div role="tablist" aria-label={t('card.title')} className="flex gap-1">
        {tabButton('book')}
        {tabButton('telehealth')}
      </div>
      <form
        id="search-panel"
        role="tabpanel"
        aria-labelledby={`search-tab-${tab}`}
        onSubmit={onSubmit}
        className="grid gap-4 rounded-b-2xl rounded-se-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 md:grid-cols-[repeat(4,minmax(0,1fr))_auto] md:items-end"
      >
        <PopularCombobox
          label={t('fields.specialty')}
          anyLabel={t('fields.anySpecialty')}
          options={options(specialties.data?.items)}
          value={specialty}
          onChange={setSpecialty}
        />
        {tab === 'book' ? (
          <>
            <PopularCombobox
              label={t('fields.city')}
              anyLabel={t('fields.anyCity')}
              options={options(cities.data?.items)}
              value={city}
              onChange={(v) => {
                setCity(v);
                setArea(undefined);
              }}
            />
            <PopularCombobox
              label={t('fields.area')}
              anyLabel={t('fields.anyArea')}
              options={city ? options(areas.data?.items) : []}
              value={area}
              onChange={setArea}
              disabled={!city}
            />
            <div>
              <label htmlFor="search-card-name" className="block text-sm font-semibold text-slate-700">
                {t('fields.name')}
              </label>
              <input
                id="search-card-name"
                type="search"
                value={name}
                onChange={(e) => setName(e.target.value)}
                placeholder={t('fields.namePlaceholder')}
                maxLength={80}
                className="mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5"
              />
            </div>
          </>
        ) : (
          <p className="text-slate-600 md:col-span-3">{t('card.telehealthHint')}</p>
        )}
        <button
          type="submit"
          disabled={search.busy}
          aria-busy={search.busy}
          className="rounded-full bg-brand-600 px-8 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {search.busy ? t('card.searching') : t('card.search')}
        </button>
      </form>
    </section>
  );
}
