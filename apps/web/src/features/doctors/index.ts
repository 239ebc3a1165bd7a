export { useAreas, useCities, useSpecialties } from './api/catalogue.ts';
export { MobileSearchForm } from './components/mobile-search-form.tsx';
export { SearchCard } from './components/search-card.tsx';
export { TopDoctors } from './components/top-doctors.tsx';
