import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../../shared/ui/page-header.tsx';
import { ProseSection } from '../components/prose.tsx';

const values = ['free', 'privacy', 'arabic', 'open'] as const;

export default function AboutPage() {
  const { t } = useTranslation('content');
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={t('about.title')} intro={t('about.description')} />
      <div className="space-y-10">
        <ProseSection id="story" title={t('about.storyTitle')}>
          {(t('about.story', { returnObjects: true }) as string[]).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </ProseSection>
        <ProseSection id="vision" title={t('about.visionTitle')}>
          <p className="rounded-2xl bg-brand-50 p-5 text-lg font-semibold text-brand-900">{t('about.vision')}</p>
        </ProseSection>
        <ProseSection id="values" title={t('about.valuesTitle')}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {values.map((v) => (
              <li key={v} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <h3 className="font-bold text-brand-900">{t(`about.values.${v}Title`)}</h3>
                <p className="mt-2">{t(`about.values.${v}Text`)}</p>
              </li>
            ))}
          </ul>
        </ProseSection>
        <ProseSection id="team" title={t('about.teamTitle')}>
          <p>{t('about.team')}</p>
          <Link
            to="/contact"
            className="inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {t('about.cta')}
          </Link>
        </ProseSection>
      </div>
    </PageContainer>
  );
}
