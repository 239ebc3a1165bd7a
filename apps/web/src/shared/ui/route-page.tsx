import { useTranslation } from 'react-i18next';
import { PageContainer, PageHeader } from './page-header.tsx';

/** A page's localised heading and introduction from `pages.<key>` in the shell's strings. */
export function RoutePage({ page }: { page: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t(`pages.${page}.title`)} intro={t(`pages.${page}.intro`)} />
    </PageContainer>
  );
}
