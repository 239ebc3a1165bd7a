import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../../shared/ui/page-header.tsx';
import { BulletList, ProseSection } from '../components/prose.tsx';

export default function PrivacyPage() {
  const { t } = useTranslation('content');
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  const s = 'privacy.sections';
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title={t('privacy.title')} intro={t('privacy.description')}>
        <p className="mt-2 text-sm text-slate-500">{t('privacy.updated')}</p>
      </PageHeader>
      <div className="space-y-10">
        <p className="leading-relaxed text-slate-700">{t('privacy.intro')}</p>
        <ProseSection id="collect" title={t(`${s}.collect.title`)}>
          <p>{t(`${s}.collect.intro`)}</p>
          <BulletList items={list(`${s}.collect.items`)} />
        </ProseSection>
        <ProseSection id="why" title={t(`${s}.why.title`)}>
          <BulletList items={list(`${s}.why.items`)} />
          <p>{t(`${s}.why.note`)}</p>
        </ProseSection>
        <ProseSection id="who" title={t(`${s}.who.title`)}>
          <p>{t(`${s}.who.text`)}</p>
          <p className="font-semibold text-brand-900">{t(`${s}.who.noSale`)}</p>
          <p>{t(`${s}.who.law`)}</p>
        </ProseSection>
        <ProseSection id="retention" title={t(`${s}.retention.title`)}>
          <BulletList items={list(`${s}.retention.items`)} />
        </ProseSection>
        <ProseSection id="rights" title={t(`${s}.rights.title`)}>
          <p>{t(`${s}.rights.intro`)}</p>
          <BulletList items={list(`${s}.rights.items`)} />
          <p>{t(`${s}.rights.how`)}</p>
        </ProseSection>
        <ProseSection id="security" title={t(`${s}.security.title`)}>
          <p>{t(`${s}.security.text`)}</p>
        </ProseSection>
        <ProseSection id="cookies" title={t(`${s}.cookies.title`)}>
          <p>{t(`${s}.cookies.text`)}</p>
        </ProseSection>
        <ProseSection id="children" title={t(`${s}.children.title`)}>
          <p>{t(`${s}.children.text`)}</p>
        </ProseSection>
        <ProseSection id="contact" title={t(`${s}.contact.title`)}>
          <p>{t(`${s}.contact.text`)}</p>
          <Link
            to="/contact"
            className="inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {t(`${s}.contact.cta`)}
          </Link>
        </ProseSection>
      </div>
    </PageContainer>
  );
}
