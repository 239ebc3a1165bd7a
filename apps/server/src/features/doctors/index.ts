export { purgeOldSlotChanges } from './purge-old-slot-changes.ts';
export { findDoctorByName } from './find-doctor-by-name.ts';
export { findDoctors } from './find-doctors.ts';
export { getDoctor } from './get-doctor.ts';
export { listAreas, listCities, listSpecialties } from './list-catalogue.ts';
export { purgeOldSearchChanges, refreshSearchCopy, searchCopyLoaded } from './search-index-sync.ts';
export { flushSearchLog, purgeOldSearchEvents } from './search-log.ts';
