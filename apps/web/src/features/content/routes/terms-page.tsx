import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer, useDocumentMeta } from '../../../shared/ui/page-header.tsx';
import { BulletList } from '../components/prose.tsx';

/** The spec's eight cards, in its order. */
const cards = ['overview', 'collect', 'use', 'sharing', 'rights', 'security', 'cookies', 'contact'] as const;

export default function TermsPage() {
  const { t } = useTranslation('content');
  useDocumentMeta(t('terms.title'), t('terms.description'));
  return (
    <>
      <div className="bg-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <h1 className="text-3xl font-bold sm:text-4xl">{t('terms.title')}</h1>
        </div>
      </div>
      <PageContainer>
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{t('terms.intro')}</p>
        <ul className="mt-8 grid grid-cols-1 gap-5 md:grid-cols-3">
          {cards.map((card) => (
            <li key={card} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h2 className="text-lg font-bold text-brand-900">{t(`terms.cards.${card}.title`)}</h2>
              <p className="mt-3 leading-relaxed text-slate-700">{t(`terms.cards.${card}.text`)}</p>
              {card === 'contact' ? (
                <Link to="/contact" className="mt-3 font-semibold text-brand-700 underline hover:text-brand-900">
                  {t('terms.cards.contact.cta')}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
        <section aria-labelledby="rules-title" className="mt-12 max-w-3xl">
          <h2 id="rules-title" className="text-xl font-bold text-brand-900">
            {t('terms.rulesTitle')}
          </h2>
          <div className="mt-3 leading-relaxed text-slate-700">
            <BulletList items={t('terms.rules', { returnObjects: true }) as string[]} />
          </div>
        </section>
      </PageContainer>
    </>
  );
}
