import { lazySection } from '../../shared/ui/lazy-section.tsx';

// Below the fold on the home page: its own chunk (with the medicine card), not part of the first download.
export const TrendingMedicines = lazySection(() =>
  import('./components/trending-medicines.tsx').then((m) => m.TrendingMedicines),
);
export { prefetchMedicineLibrary } from './prefetch.ts';
