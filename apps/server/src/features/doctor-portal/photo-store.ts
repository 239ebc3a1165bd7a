import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { photoSizes } from '../../shared/doctor-photo-urls.ts';

/** A stored photo's file name: its content key and size. */
export const photoFilePattern = /^[0-9a-f]{32}-(160|480)\.webp$/;

const dirOf = (dataDir: string) => path.join(dataDir, 'photos');

/** Writes both sizes under DATA_DIR/photos, named by the content's hash; returns the key. */
export async function storePhoto(dataDir: string, files: Record<keyof typeof photoSizes, Buffer>): Promise<string> {
  const key = createHash('sha256').update(files.large).update(files.small).digest('hex').slice(0, 32);
  const dir = dirOf(dataDir);
  await fs.mkdir(dir, { recursive: true });
  for (const size of Object.keys(photoSizes) as (keyof typeof photoSizes)[]) {
    const file = path.join(dir, `${key}-${photoSizes[size]}.webp`);
    // Written whole, then renamed: a reader never sees half a picture.
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, files[size]);
    await fs.rename(temporary, file);
  }
  return key;
}

export async function removePhoto(dataDir: string, key: string): Promise<void> {
  await Promise.all(
    Object.values(photoSizes).map((side) => fs.rm(path.join(dirOf(dataDir), `${key}-${side}.webp`), { force: true })),
  );
}

/** The stored file, or null when there is none (the name is checked against photoFilePattern first). */
export async function readPhoto(dataDir: string, file: string): Promise<Buffer | null> {
  if (!photoFilePattern.test(file)) return null;
  try {
    return await fs.readFile(path.join(dirOf(dataDir), file));
  } catch {
    return null;
  }
}
