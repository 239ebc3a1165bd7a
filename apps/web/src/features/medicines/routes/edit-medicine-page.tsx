import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { PageContainer, PageHeader } from '../../../shared/ui/page-header.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { localeOf } from '../../../i18n/languages.ts';
import { dateFormat } from '../../../shared/intl.ts';
import { RequireSession } from '../../auth/index.ts';
import { useMedicine, useUpdateMedicine } from '../api/medicines.ts';
import { DeleteMedicineDialog } from '../components/delete-medicine-dialog.tsx';
import { MedicineForm } from '../components/medicine-form.tsx';
import { ProcessingOverlay } from '../components/processing-overlay.tsx';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default function EditMedicinePage() {
  const { t } = useTranslation('medicines');
  const { id = '' } = useParams();
  return (
    <PageContainer>
      <PageHeader title={t('admin.editTitle')} intro={t('admin.editIntro')}>
        <Link
          to="/listmedicine"
          className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-4"
        >
          {t('admin.backToList')}
        </Link>
      </PageHeader>
      <RequireSession roles={['admin']}>{() => <EditForm id={id} />}</RequireSession>
    </PageContainer>
  );
}

function EditForm({ id }: { id: string }) {
  const { t } = useTranslation('medicines');
  const lang = useLanguage();
  const navigate = useNavigate();
  const valid = uuid.test(id);
  const medicine = useMedicine(valid ? id : null);
  const update = useUpdateMedicine(id);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);

  if (!valid || (medicine.error instanceof ApiError && medicine.error.status === 404)) {
    return (
      <p role="alert" className="rounded-2xl bg-amber-50 p-6 text-amber-900">
        {t('admin.notFound')}
      </p>
    );
  }
  if (medicine.isError) {
    return (
      <p role="alert" className="text-red-700">
        {t('detail.loadFailed')}
      </p>
    );
  }
  const m = medicine.data;
  if (!m) return <ProcessingOverlay show />;
  const dates = dateFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short' });
  const name = `${m.brand} ${m.strength}`;
  return (
    <div className="grid gap-4">
      <ProcessingOverlay show={update.isPending} />
      {m.audit ? (
        <p className="text-sm text-slate-600">
          {t('admin.createdAt', { date: dates.format(new Date(m.audit.createdAt)) })} ·{' '}
          {t('admin.updatedAt', { date: dates.format(new Date(m.audit.updatedAt)) })}
        </p>
      ) : null}
      <MedicineForm
        key={`${m.id}-${m.audit?.updatedAt ?? ''}`}
        medicine={m}
        submitLabel={t('admin.save')}
        pending={update.isPending}
        onSubmit={async (input) => {
          const saved = await update.mutateAsync(input);
          toast.success(t('admin.saved', { name: saved.brand }));
          await navigate('/listmedicine');
        }}
      />
      <div>
        <button
          type="button"
          onClick={() => setDeleting({ id: m.id, name })}
          className="rounded-full bg-red-50 px-5 py-2 font-semibold text-red-800 ring-1 ring-red-200 hover:bg-red-100"
        >
          {t('admin.deleteName', { name })}
        </button>
      </div>
      <DeleteMedicineDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => void navigate('/listmedicine')}
      />
    </div>
  );
}
