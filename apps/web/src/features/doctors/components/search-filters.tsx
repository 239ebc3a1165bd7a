import { latinDigits } from '@tabib/contracts/digits';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchCriteria } from '../search-params.ts';

const selectClass = 'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2';

interface Named {
  slug: string;
  name: string;
}

/** The search page's side panel: catalogue selects, gender, telehealth and the fee range, all in the URL. */
export function Filters({
  criteria,
  update,
  specialties,
  cities,
  areas,
  insurers,
  badFields,
}: {
  criteria: SearchCriteria;
  update: (change: Partial<SearchCriteria>) => void;
  specialties: Named[];
  cities: Named[];
  areas: Named[];
  insurers: Named[];
  badFields: string[];
}) {
  const { t } = useTranslation('doctors');
  const [feeMin, setFeeMin] = useState(criteria.feeMin?.toString() ?? '');
  const [feeMax, setFeeMax] = useState(criteria.feeMax?.toString() ?? '');
  const [shownFees, setShownFees] = useState([criteria.feeMin, criteria.feeMax]);
  if (shownFees[0] !== criteria.feeMin || shownFees[1] !== criteria.feeMax) {
    // The URL changed underneath (back button): show its fees.
    setShownFees([criteria.feeMin, criteria.feeMax]);
    setFeeMin(criteria.feeMin?.toString() ?? '');
    setFeeMax(criteria.feeMax?.toString() ?? '');
  }
  const feeValue = (typed: string) => {
    const v = latinDigits(typed.trim());
    return /^\d+$/.test(v) ? Number(v) : undefined;
  };
  const applyFees = (e: FormEvent) => {
    e.preventDefault();
    const min = feeValue(feeMin);
    const max = feeValue(feeMax);
    update(
      min !== undefined && max !== undefined && min > max ? { feeMin: max, feeMax: min } : { feeMin: min, feeMax: max },
    );
  };

  const select = (
    id: keyof SearchCriteria,
    label: string,
    anyLabel: string,
    items: Named[],
    value: string | undefined,
    disabled = false,
  ) => (
    // Lists of up to a few hundred options: each taken over in a task of its own (HydrateLater).
    <>
      <div>
        <label htmlFor={`filter-${id}`} className="block text-sm font-semibold text-slate-700">
          {label}
        </label>
        <select
          id={`filter-${id}`}
          value={value ?? ''}
          disabled={disabled}
          aria-invalid={badFields.includes(id) || undefined}
          onChange={(e) => update({ [id]: e.target.value || undefined })}
          className={`${selectClass} disabled:bg-slate-100`}
        >
          <option value="">{anyLabel}</option>
          {value && !items.some((i) => i.slug === value) && items.length > 0 ? (
            <option value={value}>{value}</option>
          ) : null}
          {items.map((i) => (
            <option key={i.slug} value={i.slug}>
              {i.name}
            </option>
          ))}
        </select>
      </div>
    </>
  );

  return (
    <aside
      aria-label={t('filters.title')}
      className="space-y-4 self-start rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 className="font-bold text-brand-900">{t('filters.title')}</h2>
      {select('specialty', t('fields.specialty'), t('fields.anySpecialty'), specialties, criteria.specialty)}
      {select('city', t('fields.city'), t('fields.anyCity'), cities, criteria.city)}
      {select('area', t('fields.area'), t('fields.anyArea'), areas, criteria.area, !criteria.city)}
      {select('insurer', t('filters.insurer'), t('filters.anyInsurer'), insurers, criteria.insurer)}
      <div>
        <label htmlFor="filter-gender" className="block text-sm font-semibold text-slate-700">
          {t('filters.gender')}
        </label>
        <select
          id="filter-gender"
          value={criteria.gender ?? ''}
          onChange={(e) => update({ gender: (e.target.value || undefined) as SearchCriteria['gender'] })}
          className={selectClass}
        >
          <option value="">{t('filters.anyGender')}</option>
          <option value="female">{t('filters.female')}</option>
          <option value="male">{t('filters.male')}</option>
        </select>
      </div>
      <div className="flex items-center gap-2">
        <input
          id="filter-telehealth"
          type="checkbox"
          checked={criteria.telehealth === true}
          onChange={(e) => update({ telehealth: e.target.checked || undefined })}
          className="size-5 accent-brand-600"
        />
        <label htmlFor="filter-telehealth" className="font-semibold text-slate-700">
          {t('filters.telehealth')}
        </label>
      </div>
      <form onSubmit={applyFees} className="space-y-2" aria-label={t('filters.fee')}>
        <p className="text-sm font-semibold text-slate-700">{t('filters.fee')}</p>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor="filter-fee-min" className="block text-xs text-slate-600">
              {t('filters.feeMin')}
            </label>
            <input
              id="filter-fee-min"
              inputMode="numeric"
              value={feeMin}
              onChange={(e) => setFeeMin(e.target.value)}
              className={selectClass}
            />
          </div>
          <div>
            <label htmlFor="filter-fee-max" className="block text-xs text-slate-600">
              {t('filters.feeMax')}
            </label>
            <input
              id="filter-fee-max"
              inputMode="numeric"
              value={feeMax}
              onChange={(e) => setFeeMax(e.target.value)}
              className={selectClass}
            />
          </div>
        </div>
        <button type="submit" className="w-full rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white">
          {t('filters.applyFee')}
        </button>
      </form>
    </aside>
  );
}
