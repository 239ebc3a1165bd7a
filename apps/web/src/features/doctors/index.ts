export { useAreas, useCities, useSpecialties } from './api/catalogue.ts';
export { useDoctor } from './api/doctors.ts';
export { prefetchDoctorPage, prefetchDoctorsPage } from './prefetch.ts';
