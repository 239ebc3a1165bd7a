import { createHash } from 'node:crypto';
import { photoSizes } from '../../shared/doctor-photo-urls.ts';
import type { ObjectStorage, StoredObject } from '../../shared/object-storage.ts';

/** A stored photo's file name: its content key and size. */
export const photoFilePattern = /^[0-9a-f]{32}-(160|480)\.webp$/;

/** Where a photo's file is in the storage: DATA_DIR/photos/<file>, or the bucket's photos/<file> (decision 042). */
const nameOf = (file: string) => `photos/${file}`;

/** Stores both sizes, named by the content's hash; returns the key. */
export async function storePhoto(
  storage: ObjectStorage,
  files: Record<keyof typeof photoSizes, Buffer>,
): Promise<string> {
  const key = createHash('sha256').update(files.large).update(files.small).digest('hex').slice(0, 32);
  for (const size of Object.keys(photoSizes) as (keyof typeof photoSizes)[]) {
    await storage.put(nameOf(`${key}-${photoSizes[size]}.webp`), files[size], 'image/webp');
  }
  return key;
}

export async function removePhoto(storage: ObjectStorage, key: string): Promise<void> {
  // One after the other: s3rver, the S3 server the tests run, fails one of two deletes made at once when they
  // empty a folder (both remove it). Two small calls cost nothing here.
  for (const side of Object.values(photoSizes)) await storage.remove(nameOf(`${key}-${side}.webp`));
}

/** The stored file, or null when there is none (the name is checked against photoFilePattern first). */
export async function readPhoto(storage: ObjectStorage, file: string): Promise<StoredObject | null> {
  if (!photoFilePattern.test(file)) return null;
  return storage.get(nameOf(file));
}
