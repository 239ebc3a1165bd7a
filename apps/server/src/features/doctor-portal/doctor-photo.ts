import type { DoctorPhoto } from '@tabib/contracts';
import type { Db } from '../../db/client.ts';
import { doctorPhotoUrls } from '../../shared/doctor-photo-urls.ts';
import { AppError } from '../../shared/errors.ts';
import type { ObjectStorage } from '../../shared/object-storage.ts';
import { countDoctorsWithPhoto, findPhotoKey, savePhotoKey } from './doctor-portal-queries.ts';
import { processPhoto } from './photo-image.ts';
import { removePhoto, storePhoto } from './photo-store.ts';

/**
 * Replaces the doctor's photo: checked and re-encoded (photo-image.ts), stored under a content-hashed name (in
 * DATA_DIR or the bucket, decision 042), then the doctor row points at it (a trigger tells each process's
 * search copy). The old files go once no doctor uses them.
 */
export async function setDoctorPhoto(
  db: Db,
  storage: ObjectStorage,
  doctorId: string,
  data: Buffer,
): Promise<DoctorPhoto> {
  const files = await processPhoto(data);
  const key = await storePhoto(storage, files);
  const previous = await findPhotoKey(db, doctorId);
  await savePhotoKey(db, doctorId, key);
  if (previous && previous !== key && (await countDoctorsWithPhoto(db, previous)) === 0) {
    await removePhoto(storage, previous);
  }
  return doctorPhotoUrls(key)!;
}

/** Removes the doctor's photo (the web app shows the generated avatar again); removing none changes nothing. */
export async function deleteDoctorPhoto(db: Db, storage: ObjectStorage, doctorId: string): Promise<void> {
  const previous = await findPhotoKey(db, doctorId);
  if (!previous) return;
  await savePhotoKey(db, doctorId, null);
  if ((await countDoctorsWithPhoto(db, previous)) === 0) await removePhoto(storage, previous);
}

export function photoRequired(): AppError {
  return new AppError('validation_failed', { photo: 'photo_required' });
}
