import { useTranslation } from 'react-i18next';

/** The spec's full-screen "processing" layer, shown only while there is nothing yet to show. */
export function ProcessingOverlay({ show }: { show: boolean }) {
  const { t } = useTranslation('medicines');
  if (!show) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="processing-overlay"
      className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-4 bg-white/80 backdrop-blur-sm"
    >
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
      />
      <span className="text-lg font-semibold text-brand-900">{t('processing.busy')}</span>
    </div>
  );
}
