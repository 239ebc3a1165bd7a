export { prefetchMedicineLibrary } from './prefetch.ts';
