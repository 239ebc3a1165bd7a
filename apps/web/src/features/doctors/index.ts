import { lazySection } from '../../shared/ui/lazy-section.tsx';

export { useAreas, useCities, useSpecialties } from './api/catalogue.ts';
export { useDoctor } from './api/doctors.ts';
export { MobileSearchForm } from './components/mobile-search-form.tsx';
export { SearchCard } from './components/search-card.tsx';
// Below the fold on the home page: its own chunk (with the doctor card), not part of the first download.
export const TopDoctors = lazySection(() => import('./components/top-doctors.tsx').then((m) => m.TopDoctors));
export { prefetchDoctorPage, prefetchDoctorsPage, prefetchSearchForm } from './prefetch.ts';
