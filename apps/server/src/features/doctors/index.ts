export { purgeOldSlotChanges } from './purge-old-slot-changes.ts';
export { findDoctorByName } from './find-doctor-by-name.ts';
export { getDoctor } from './get-doctor.ts';
