import type { ChatAssessment, ChatReply, Language } from '@tabib/contracts';
import type { Reply } from '@tabib/triage';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { selectSpecialtiesBySlug } from './chat-queries.ts';

/** Where to send someone whose condition maps to a specialty the directory does not list. */
const FALLBACK_SLUGS = ['family-medicine', 'internal-medicine'];

/**
 * The engine's reply in the API's shape: its specialty becomes one of the directory's specialties
 * (id, slug and name as the doctor search knows them), so the "book a doctor" link always finds one.
 */
export async function toChatReply(db: Db, reply: Reply, lang: Language): Promise<ChatReply> {
  const out: ChatReply = { text: reply.text };
  if (reply.options?.length) out.options = [...reply.options];
  if (reply.assessment) out.assessment = await toChatAssessment(db, reply.assessment, lang);
  return out;
}

async function toChatAssessment(
  db: Db,
  assessment: NonNullable<Reply['assessment']>,
  lang: Language,
): Promise<ChatAssessment> {
  const wanted = assessment.specialty.slug;
  const rows = await selectSpecialtiesBySlug(db, [wanted, ...FALLBACK_SLUGS]);
  const specialty = [wanted, ...FALLBACK_SLUGS].map((slug) => rows.find((r) => r.slug === slug)).find(Boolean);
  if (!specialty) throw new AppError('unavailable');
  return {
    urgency: assessment.urgency,
    urgencyLabel: assessment.urgencyLabel,
    conditions: assessment.conditions.map((c) => ({
      id: c.id,
      name: c.name,
      icd10: c.icd10,
      likelihood: c.likelihood,
      likelihoodLabel: c.likelihoodLabel,
    })),
    specialty: { id: specialty.id, slug: specialty.slug, name: lang === 'ar' ? specialty.nameAr : specialty.nameEn },
    reasons: [...assessment.reasons],
    disclaimer: assessment.disclaimer,
    ...(assessment.emergencyNumber ? { emergencyNumber: assessment.emergencyNumber } : {}),
    ...(assessment.advice?.length ? { advice: [...assessment.advice] } : {}),
  };
}
