import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.ts';
import { photoRequired } from './doctor-photo.ts';

/**
 * The bytes of the one file of a multipart request (the API's upload and the photo page's form): refused as
 * `photo_required` when there is none, as `photo_too_large` past the multipart limit (MAX_PHOTO_BYTES).
 */
export async function uploadedPhoto(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw photoRequired();
  const file = await req.file();
  if (!file) throw photoRequired();
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new AppError('payload_too_large', { photo: 'photo_too_large' });
    }
    throw error;
  }
}
