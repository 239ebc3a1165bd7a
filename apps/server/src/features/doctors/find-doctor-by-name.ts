import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { selectDoctorIdsByNameAndPlace } from './doctor-queries.ts';
import { searchWords } from './find-doctors.ts';

/**
 * The one doctor a name and a place designate, for clients that name the doctor instead of sending its id
 * (spec section 7's booking form sends `DoctorName` and `Place`). Every word of the name must be a word of
 * the doctor's name (Arabic or English, with the search's Arabic folding; "Dr" and punctuation are
 * ignored); the place is the clinic's, area's or city's name in either language. None, or more than one:
 * a 400 on `name` (`doctor_not_found` or `doctor_ambiguous`), since guessing would book the wrong doctor.
 */
export async function findDoctorByName(db: Db, name: string, place: string | undefined): Promise<string> {
  const words = searchWords(name);
  if (!words) throw new AppError('validation_failed', { name: 'doctor_not_found' });
  const ids = await selectDoctorIdsByNameAndPlace(db, words, place?.trim() || undefined, 2);
  if (ids.length === 0) throw new AppError('validation_failed', { name: 'doctor_not_found' });
  if (ids.length > 1) throw new AppError('validation_failed', { name: 'doctor_ambiguous' });
  return ids[0]!;
}
