import type { Area } from '@tabib/contracts';

/** The classes of the home searches' fields (search-card.astro, mobile-search-form.astro). */
export const fieldClass = 'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 disabled:bg-slate-100';
export const labelClass = 'block text-sm font-semibold text-slate-700';

/** The areas grouped by their city, in the catalogue's order: one optgroup a city (area-options.ts reads them). */
export function areasByCity(areas: Area[]): [string, { name: string; areas: Area[] }][] {
  const cities = new Map<string, { name: string; areas: Area[] }>();
  for (const area of areas) {
    const city = cities.get(area.city.slug) ?? { name: area.city.name, areas: [] };
    city.areas.push(area);
    cities.set(area.city.slug, city);
  }
  return [...cities];
}
