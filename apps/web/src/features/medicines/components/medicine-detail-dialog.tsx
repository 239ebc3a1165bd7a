import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/api/use-language.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useMedicine } from '../api/medicines.ts';
import { formatEgp } from './format.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';

export function MedicineDetailDialog({ slug, onClose }: { slug: string | null; onClose: () => void }) {
  const { t } = useTranslation('medicines');
  const lang = useLanguage();
  const medicine = useMedicine(slug);
  const m = medicine.data;
  return (
    <Dialog open={Boolean(slug)} onClose={onClose} labelledBy="medicine-detail-title" size="lg" closeOnBackdrop>
      <div className="flex items-start justify-between gap-4">
        <h2 id="medicine-detail-title" className="text-2xl font-bold text-brand-900">
          {m ? `${m.brand} ${m.strength}` : t('library.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-full bg-slate-100 px-4 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-200"
        >
          {t('detail.close')}
        </button>
      </div>
      {medicine.isPending ? <Spinner /> : null}
      {medicine.isError ? (
        <p role="alert" className="mt-4 text-red-700">
          {medicine.error instanceof ApiError && medicine.error.status === 404
            ? t('detail.notFound')
            : t('detail.loadFailed')}
        </p>
      ) : null}
      {m ? (
        <div className="mt-4 grid gap-4">
          <p className="text-slate-700">{m.description}</p>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
            {(
              [
                ['detail.generic', m.generic],
                ['detail.form', t(`forms.${m.form}`)],
                ['detail.strength', m.strength],
                ['detail.category', m.category.name],
                ['detail.atc', m.atcCode],
                ['detail.price', formatEgp(m.priceEgp, lang)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-slate-600">{t(label)}</dt>
                <dd className="font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <div>
            <h3 className="font-bold text-brand-900">{t('detail.uses')}</h3>
            <ul className="mt-1 list-inside list-disc text-slate-800">
              {m.uses.map((use) => (
                <li key={use}>{use}</li>
              ))}
            </ul>
          </div>
          <p
            className={`rounded-xl px-4 py-2 font-semibold ${m.prescription ? 'bg-amber-50 text-amber-900' : 'bg-emerald-50 text-emerald-900'}`}
          >
            {m.prescription ? t('detail.prescription') : t('detail.otc')}
          </p>
          <p className="text-sm text-slate-600">{t('library.disclaimer')}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
