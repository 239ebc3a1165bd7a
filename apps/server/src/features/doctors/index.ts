export { purgeOldSlotChanges } from './purge-old-slot-changes.ts';
