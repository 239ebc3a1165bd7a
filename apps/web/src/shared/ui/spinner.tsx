import { useTranslation } from 'react-i18next';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-brand-700">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600"
      />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
