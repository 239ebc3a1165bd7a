import type { ChatAssessment, ChatUrgency } from '@tabib/contracts';
import { useTranslation } from 'react-i18next';

const urgencyStyle: Record<ChatUrgency, string> = {
  emergency: 'bg-red-50 text-red-900 ring-red-300',
  urgent: 'bg-amber-50 text-amber-900 ring-amber-300',
  routine: 'bg-sky-50 text-sky-900 ring-sky-200',
  self_care: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
};

const urgencyIcon: Record<ChatUrgency, string> = {
  // Warning triangle, clock, calendar, house: distinct shapes, so colour is never the only signal.
  emergency: 'M12 3 2 21h20L12 3Zm0 6v5m0 3v.01',
  urgent: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v5l3 3',
  routine: 'M4 6h16v14H4V6Zm0 4h16M8 3v4m8-4v4',
  self_care: 'M3 11 12 4l9 7v9h-6v-6H9v6H3v-9Z',
};

function UrgencyIcon({ urgency }: { urgency: ChatUrgency }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={urgencyIcon[urgency]} />
    </svg>
  );
}

/** The end of an interview: urgency first (with the ambulance number when it matters), then the rest. */
export function AssessmentCard({ assessment }: { assessment: ChatAssessment }) {
  const { t } = useTranslation('chat');
  const emergency = assessment.urgency === 'emergency';
  const number = assessment.emergencyNumber ?? (emergency ? '123' : undefined);
  return (
    <section
      aria-label={t('result.title')}
      data-testid="assessment"
      className="mt-3 w-full space-y-3 rounded-2xl bg-white p-4 text-slate-900 shadow-sm ring-1 ring-slate-200"
    >
      <h3 className="text-lg font-bold text-brand-900">{t('result.title')}</h3>
      <div
        data-urgency={assessment.urgency}
        className={`flex items-start gap-3 rounded-xl p-3 ring-1 ${urgencyStyle[assessment.urgency]}`}
      >
        <UrgencyIcon urgency={assessment.urgency} />
        <div>
          <p className="text-sm font-semibold">{t('result.urgency')}</p>
          <p className="font-bold">{assessment.urgencyLabel}</p>
        </div>
      </div>
      {number ? (
        <div role="alert" data-testid="emergency-banner" className="rounded-xl bg-red-600 p-3 text-white">
          {/* Every emergency says why right under the number, not only further down the card. */}
          {emergency && assessment.reasons[0] ? <p className="mb-2 font-semibold">{assessment.reasons[0]}</p> : null}
          <a
            href={`tel:${number}`}
            className="block text-center text-2xl font-extrabold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('result.call', { number })}
          </a>
          <p className="mt-1 text-center text-sm">{t('result.callHint')}</p>
        </div>
      ) : null}
      {assessment.conditions.length ? (
        <div>
          <h4 className="font-semibold">{t('result.conditions')}</h4>
          <ul className="mt-1 space-y-1">
            {assessment.conditions.map((c) => (
              <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-2">
                <span>{c.name}</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${c.likelihood === 'high' ? 'bg-brand-600 text-white' : c.likelihood === 'medium' ? 'bg-brand-100 text-brand-900' : 'bg-slate-100 text-slate-700'}`}
                >
                  {c.likelihoodLabel}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {assessment.reasons.length ? (
        <div>
          <h4 className="font-semibold">{t('result.reasons')}</h4>
          <ul className="mt-1 list-disc space-y-1 ps-5">
            {assessment.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {assessment.advice?.length ? (
        <div>
          <h4 className="font-semibold">{t('result.advice')}</h4>
          <ul className="mt-1 list-disc space-y-1 ps-5">
            {assessment.advice.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* A plain link, followed by the browser: the card is shown by islands on pages Astro renders (decision 033). */}
      <a
        href={`/doctors?specialty=${encodeURIComponent(assessment.specialty.slug)}`}
        className="block rounded-full bg-brand-600 px-4 py-2 text-center font-semibold text-white hover:bg-brand-700"
      >
        {t('result.book', { specialty: assessment.specialty.name })}
      </a>
      <p className="text-sm text-slate-600">{assessment.disclaimer}</p>
    </section>
  );
}
