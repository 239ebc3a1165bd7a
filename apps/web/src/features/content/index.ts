import { lazySection } from '../../shared/ui/lazy-section.tsx';

// In the footer, below the fold on every page: its own chunk, not part of the first download.
export const NewsletterForm = lazySection(() =>
  import('./components/newsletter-form.tsx').then((m) => m.NewsletterForm),
);
