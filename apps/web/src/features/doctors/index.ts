export { useAreas, useCities, useSpecialties } from './api/catalogue.ts';
export { useDoctor } from './api/doctors.ts';
export { prefetchDoctorsPage } from './prefetch.ts';
