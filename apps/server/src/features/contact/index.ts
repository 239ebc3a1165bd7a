export { purgeOldContactMessages } from './purge-old-contact-messages.ts';
export { sendContactMessage } from './send-contact-message.ts';
