import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageContainer, PageHeader } from '../../../shared/ui/page-header.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { RequireSession } from '../../auth/index.ts';
import { useCreateMedicine } from '../api/medicines.ts';
import { MedicineForm } from '../components/medicine-form.tsx';
import { ProcessingOverlay } from '../components/processing-overlay.tsx';

export default function CreateMedicinePage() {
  const { t } = useTranslation('medicines');
  return (
    <PageContainer>
      <PageHeader title={t('admin.createTitle')} intro={t('admin.createIntro')}>
        <Link
          to="/listmedicine"
          className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-4"
        >
          {t('admin.backToList')}
        </Link>
      </PageHeader>
      <RequireSession roles={['admin']}>{() => <CreateForm />}</RequireSession>
    </PageContainer>
  );
}

function CreateForm() {
  const { t } = useTranslation('medicines');
  const navigate = useNavigate();
  const create = useCreateMedicine();
  return (
    <>
      <ProcessingOverlay show={create.isPending} />
      <MedicineForm
        submitLabel={t('admin.create')}
        pending={create.isPending}
        onSubmit={async (input) => {
          const created = await create.mutateAsync(input);
          toast.success(t('admin.created', { name: created.brand }));
          await navigate(`/listmedicine/${created.id}`);
        }}
      />
    </>
  );
}
