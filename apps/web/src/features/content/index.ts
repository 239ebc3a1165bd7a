export { NewsletterForm } from './components/newsletter-form.tsx';
export { ServicesGrid } from './components/services-grid.tsx';
