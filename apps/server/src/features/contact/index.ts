export { purgeOldContactMessages } from './purge-old-contact-messages.ts';
