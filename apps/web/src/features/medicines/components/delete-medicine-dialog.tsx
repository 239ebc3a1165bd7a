import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useDeleteMedicine } from '../api/medicines.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';

export function DeleteMedicineDialog({
  target,
  onClose,
  onDeleted,
}: {
  target: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('medicines');
  const remove = useDeleteMedicine();
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        toast.success(t('admin.deleted', { name: target.name }));
        onClose();
        onDeleted?.();
      },
      onError: (e) =>
        toast.error(
          e instanceof ApiError && e.code !== 'network'
            ? t(`common:errors.codes.${e.code}`)
            : t('common:errors.network'),
        ),
    });
  };
  return (
    <Dialog
      open={Boolean(target)}
      onClose={onClose}
      labelledBy="delete-medicine-title"
      describedBy="delete-medicine-text"
      size="lg"
      closeOnBackdrop
      className="max-w-md"
    >
      <h2 id="delete-medicine-title" className="text-xl font-bold text-brand-900">
        {t('admin.confirmTitle')}
      </h2>
      <p id="delete-medicine-text" className="mt-2 text-slate-700">
        {t('admin.confirmText', { name: target?.name ?? '' })}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          autoFocus
          onClick={onClose}
          className="rounded-full bg-slate-100 px-5 py-2 font-semibold text-slate-800 hover:bg-slate-200"
        >
          {t('admin.cancel')}
        </button>
        <button
          type="button"
          disabled={remove.isPending}
          onClick={confirm}
          className="rounded-full bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {t('admin.confirmDelete')}
        </button>
      </div>
    </Dialog>
  );
}
