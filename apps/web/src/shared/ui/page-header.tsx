import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title and description for the page, in the active language. */
export function useDocumentMeta(title: string, description?: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} | ${t('brand')}`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, t]);
}

export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  useDocumentMeta(title, intro);
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{title}</h1>
      {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
      {children}
    </header>
  );
}

export function PageContainer({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 py-8 ${className}`}>{children}</div>;
}
