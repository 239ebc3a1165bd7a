import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer, PageHeader } from '../../../shared/ui/page-header.tsx';
import { RequireSession } from '../../auth/index.ts';
import { ContactMessagesAdmin } from '../../contact/index.ts';
import { DoctorApplicationsPanel } from '../components/doctor-applications-panel.tsx';

export default function AdminPage() {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <PageContainer>
      <PageHeader title={t('common:pages.admin.title')} intro={t('common:pages.admin.intro')} />
      <RequireSession roles={['admin']}>
        {() => (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
            <nav aria-label={t('admin:sections')} className="flex flex-wrap gap-3">
              <Link
                to="/listmedicine"
                className="rounded-full bg-brand-50 px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-200"
              >
                {t('admin:medicines')}
              </Link>
              <Link
                to="/createmedicine"
                className="rounded-full bg-brand-50 px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-200"
              >
                {t('admin:newMedicine')}
              </Link>
              {/* Pages on Astro (decision 033): an ordinary link loads them from the server. */}
              <a
                href="/admin/moderation"
                className="rounded-full bg-brand-50 px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-200"
              >
                {t('admin:moderation')}
              </a>
              <a
                href="/admin/dashboard"
                className="rounded-full bg-brand-50 px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-200"
              >
                {t('admin:dashboard')}
              </a>
            </nav>
            <DoctorApplicationsPanel />
            <ContactMessagesAdmin />
          </div>
        )}
      </RequireSession>
    </PageContainer>
  );
}
