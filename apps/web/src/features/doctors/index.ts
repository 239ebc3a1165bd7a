export { useAreas, useCities, useSpecialties } from './api/catalogue.ts';
export { prefetchDoctorsPage } from './prefetch.ts';
