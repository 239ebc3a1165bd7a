export { useCities, useSpecialties } from './api/catalogue.ts';
