import type { ChatUrgency } from '@tabib/contracts';
import { useTranslation } from 'react-i18next';

const style: Record<ChatUrgency, string> = {
  emergency: 'bg-red-100 text-red-900',
  urgent: 'bg-amber-100 text-amber-900',
  routine: 'bg-sky-100 text-sky-900',
  self_care: 'bg-emerald-100 text-emerald-900',
};

export function UrgencyBadge({ urgency }: { urgency: ChatUrgency }) {
  const { t } = useTranslation('chat');
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${style[urgency]}`}>
      {t(`urgency.${urgency}`)}
    </span>
  );
}
