// Bands are narrow in childhood because the case mix changes fastest there
// (bronchiolitis, croup and colic only make sense for the very young).
export const AGE_BANDS: readonly { min: number; max: number }[] = [
  { min: 0, max: 1 },
  { min: 2, max: 5 },
  { min: 6, max: 15 },
  { min: 16, max: 29 },
  { min: 30, max: 44 },
  { min: 45, max: 59 },
  { min: 60, max: 74 },
  { min: 75, max: 200 },
];

export function ageBandIndex(age: number): number {
  const a = Math.max(0, Math.floor(age));
  for (let i = 0; i < AGE_BANDS.length; i++) if (a <= AGE_BANDS[i].max) return i;
  return AGE_BANDS.length - 1;
}

/** Column in a prior table laid out as [band0 M, band0 F, band1 M, ...]. */
export function priorColumn(age: number, sex: 'M' | 'F'): number {
  return ageBandIndex(age) * 2 + (sex === 'F' ? 1 : 0);
}
