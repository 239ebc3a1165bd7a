export { ContactMessagesAdmin } from './components/contact-messages-admin.tsx';
