export { purgeUnsubscribed } from './purge-unsubscribed.ts';
