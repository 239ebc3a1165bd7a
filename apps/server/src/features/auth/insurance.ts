import type { Insurance, Language } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { pick } from '../../shared/language.ts';
import { findInsurerId, selectInsurance, upsertInsurance } from './account-queries.ts';

export async function getInsurance(db: Db, userId: string, lang: Language): Promise<Insurance> {
  const row = await selectInsurance(db, userId);
  return {
    insurer: row?.slug ? { slug: row.slug, name: pick(lang, row.nameAr ?? '', row.nameEn ?? '') } : null,
    policyNumber: row?.policyNumber ?? '',
  };
}

export async function updateInsurance(
  db: Db,
  userId: string,
  input: { insurer: string | null; policyNumber: string },
  lang: Language,
): Promise<Insurance> {
  const insurerId = input.insurer ? await findInsurerId(db, input.insurer) : null;
  if (input.insurer && !insurerId) throw new AppError('validation_failed', { insurer: 'insurer_unknown' });
  await upsertInsurance(db, userId, insurerId, input.policyNumber);
  return getInsurance(db, userId, lang);
}
