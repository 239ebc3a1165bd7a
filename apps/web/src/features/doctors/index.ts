export { useCities, useSpecialties } from './api/catalogue.ts';
export { useDoctor } from './api/doctors.ts';
export { prefetchDoctorPage } from './prefetch.ts';
