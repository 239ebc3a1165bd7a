import type { Language } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { findUserByEmail, insertUser, isDuplicateEmail } from './account-queries.ts';
import { findCityId, findSpecialtyId, insertApplication } from './application-queries.ts';
import { hashPassword } from './password.ts';
import { sendVerificationCode } from './verify-email.ts';

export interface DoctorApplicationInput {
  firstName: string;
  lastName: string;
  phone: string;
  specialty: string;
  city: string;
  email: string;
  password: string;
  gender: 'male' | 'female';
}

/**
 * "Join as a doctor": creates the account (a patient until approved) and a pending application that an
 * admin approves, which creates the doctor's profile and grants the doctor role.
 */
export async function applyAsDoctor(
  db: Db,
  input: DoctorApplicationInput,
  mail: { lang: Language; origin: string },
): Promise<{ applicationId: string }> {
  const [specialtyId, cityId] = await Promise.all([findSpecialtyId(db, input.specialty), findCityId(db, input.city)]);
  const fields: Record<string, string> = {};
  if (!specialtyId) fields.specialty = 'specialty_unknown';
  if (!cityId) fields.city = 'city_unknown';
  if (await findUserByEmail(db, input.email)) fields.email = 'email_taken';
  if (fields.email) throw new AppError('conflict', fields);
  if (!specialtyId || !cityId) throw new AppError('validation_failed', fields);

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        phone: input.phone,
        gender: input.gender,
        role: 'patient',
        passwordHash,
      });
      const applicationId = await insertApplication(tx, {
        userId: user.id,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        gender: input.gender,
        specialtyId,
        cityId,
      });
      // Like any sign-up: the address is confirmed by the code mailed with it.
      await sendVerificationCode(tx, user, mail.lang, mail.origin);
      return { applicationId };
    });
  } catch (error) {
    if (isDuplicateEmail(error)) throw new AppError('conflict', { email: 'email_taken' });
    throw error;
  }
}
