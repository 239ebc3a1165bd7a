import { useTranslation } from 'react-i18next';

export function LanguageToggle({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    // The name starts from what is seen ("English"), so voice control finds it (WCAG 2.5.3), and says what it
    // does in the page's language; each part in its own language for screen readers.
    <button
      type="button"
      onClick={() => void i18n.changeLanguage(next)}
      className={`rounded-full border border-brand-600 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${className}`}
    >
      <span className="sr-only">{t('nav.switchToPrefix')} </span>
      <span lang={next}>{t('nav.switchTo')}</span>
    </button>
  );
}
