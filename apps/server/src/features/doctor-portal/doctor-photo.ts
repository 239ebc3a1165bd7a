import type { DoctorPhoto } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { doctorPhotoUrls } from '../../shared/doctor-photo-urls.ts';
import { AppError } from '../../shared/errors.ts';
import { countDoctorsWithPhoto, findPhotoKey, savePhotoKey } from './doctor-portal-queries.ts';
import { processPhoto } from './photo-image.ts';
import { removePhoto, storePhoto } from './photo-store.ts';

/**
 * Replaces the doctor's photo: checked and re-encoded (photo-image.ts), stored under a content-hashed name,
 * then the doctor row points at it (a trigger tells each process's search copy). The old files go once no
 * doctor uses them.
 */
export async function setDoctorPhoto(db: Db, dataDir: string, doctorId: string, data: Buffer): Promise<DoctorPhoto> {
  const files = await processPhoto(data);
  const key = await storePhoto(dataDir, files);
  const previous = await findPhotoKey(db, doctorId);
  await savePhotoKey(db, doctorId, key);
  if (previous && previous !== key && (await countDoctorsWithPhoto(db, previous)) === 0) {
    await removePhoto(dataDir, previous);
  }
  return doctorPhotoUrls(key)!;
}

/** Removes the doctor's photo (the web app shows the generated avatar again); removing none changes nothing. */
export async function deleteDoctorPhoto(db: Db, dataDir: string, doctorId: string): Promise<void> {
  const previous = await findPhotoKey(db, doctorId);
  if (!previous) return;
  await savePhotoKey(db, doctorId, null);
  if ((await countDoctorsWithPhoto(db, previous)) === 0) await removePhoto(dataDir, previous);
}

export function photoRequired(): AppError {
  return new AppError('validation_failed', { photo: 'photo_required' });
}
