import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageToggle } from '../../../shared/ui/language-toggle.tsx';
import { useDocumentMeta } from '../../../shared/ui/page-header.tsx';

/** The sign-in pages have no navbar (spec), so they carry the brand, a way home and the language toggle. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  useDocumentMeta(title, intro);
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-8">
      <div className="mx-auto flex max-w-md items-center justify-between">
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-700">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {t('backHome')}
        </Link>
        <LanguageToggle />
      </div>
      <div className="mx-auto mt-8 max-w-md rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <p className="mt-2 text-slate-600">{intro}</p>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
