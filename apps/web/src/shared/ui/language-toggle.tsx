import { useTranslation } from 'react-i18next';

export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      lang={next}
      aria-label={t('nav.switchToLabel')}
      onClick={() => void i18n.changeLanguage(next)}
      className={`rounded-full border border-brand-600 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${className}`}
    >
      {t('nav.switchTo')}
    </button>
  );
}
