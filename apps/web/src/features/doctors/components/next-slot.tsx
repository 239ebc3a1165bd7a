import { useTranslation } from 'react-i18next';
import { describeSlot } from '../format.ts';

/** The doctor's earliest free appointment, on the clinic's clock, or that there is none soon. */
export function NextSlot({ at, timeZone }: { at: string | null; timeZone: string }) {
  const { t, i18n } = useTranslation('doctors');
  if (!at) return <p className="mt-1 text-sm text-slate-600">{t('nextSlot.none')}</p>;
  const slot = describeSlot(at, timeZone, i18n.language);
  return <p className="mt-1 text-sm font-semibold text-emerald-800">{t(`nextSlot.${slot.day}`, slot)}</p>;
}
