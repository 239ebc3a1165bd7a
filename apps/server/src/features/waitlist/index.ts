export { offerFreedSlots, purgeOldWaitlist } from './offer-freed-slots.ts';
export { waitlistRoutes } from './routes.ts';
