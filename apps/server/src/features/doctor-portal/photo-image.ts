import type { Metadata } from 'sharp';
import { AppError } from '../../shared/errors.ts';
import { photoSizes } from '../../shared/doctor-photo-urls.ts';

/** The most a photo upload may weigh. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The most pixels a photo may have (about 8,000 x 6,000): more is a decompression bomb, not a portrait. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** The longest side accepted, whatever the other. */
const MAX_SIDE = 12_000;

const accepted = new Set(['jpeg', 'png', 'webp', 'heif']);

/** Text that has no business in a picture: markup or a script hidden in it makes a file two things at once. */
const markup = /<(script|html|svg|iframe|object|embed|\?php|!doctype)/i;

function endsCleanly(data: Buffer, format: string): boolean {
  switch (format) {
    case 'jpeg': {
      if (data[0] !== 0xff || data[1] !== 0xd8) return false;
      // The last marker is End Of Image; some cameras pad with zeros after it, nothing else may follow.
      let end = data.length;
      while (end > 2 && data[end - 1] === 0x00) end--;
      return data[end - 2] === 0xff && data[end - 1] === 0xd9;
    }
    case 'png':
      return (
        data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) &&
        data.subarray(data.length - 12).equals(Buffer.from('0000000049454e44ae426082', 'hex'))
      );
    case 'webp': {
      if (data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WEBP') return false;
      const size = data.readUInt32LE(4) + 8;
      return size === data.length || size + (size % 2) === data.length;
    }
    case 'heif': {
      // ISO base media boxes from start to end, nothing after the last one.
      let at = 0;
      while (at < data.length) {
        if (at + 8 > data.length) return false;
        let size = data.readUInt32BE(at);
        if (size === 1) {
          if (at + 16 > data.length) return false;
          size = Number(data.readBigUInt64BE(at + 8));
        } else if (size === 0) size = data.length - at;
        if (size < 8) return false;
        at += size;
      }
      return at === data.length && data.toString('latin1', 4, 8) === 'ftyp';
    }
    default:
      return false;
  }
}

/**
 * Checks an uploaded picture by its content, never its name or declared type (decision 035): sharp must read
 * it as JPEG, PNG, WebP or HEIF/HEIC, its header must not promise more than MAX_PHOTO_PIXELS (checked before
 * any pixel is decoded, and sharp is held to the same limit), and nothing may follow the image's own end or
 * hide markup in it (a polyglot). Then it is re-encoded to WebP, square, in each size, without its metadata.
 */
export async function processPhoto(data: Buffer): Promise<Record<keyof typeof photoSizes, Buffer>> {
  // Loaded with the first photo, not at start: libvips and its buffers are some 19 MiB a process that is never
  // sent one does without (decision 049).
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    // The header only, no pixel decoded: the dimensions are checked below, before anything is decoded.
    meta = await sharp(data, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch {
    throw unreadable(data);
  }
  if (!meta.format || !accepted.has(meta.format)) throw new AppError('validation_failed', { photo: 'photo_type' });
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_PHOTO_PIXELS) {
    throw new AppError('validation_failed', { photo: 'photo_dimensions' });
  }
  if (!endsCleanly(data, meta.format) || markup.test(data.toString('latin1'))) {
    throw new AppError('validation_failed', { photo: 'photo_polyglot' });
  }
  try {
    const encode = (side: number) =>
      sharp(data, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
        .rotate() // the EXIF orientation, applied before the metadata is dropped
        .resize(side, side, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer();
    return { small: await encode(photoSizes.small), large: await encode(photoSizes.large) };
  } catch {
    // A header sharp reads but pixels it cannot decode (HEIC's HEVC where the platform lacks it, a truncated file).
    throw unreadable(data);
  }
}

// ISO base media brands of HEVC-coded HEIF (an iPhone's HEIC), read from the `ftyp` box at the file's start.
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);

/**
 * A file sharp cannot read: `photo_heic` when it is an HEVC-coded HEIC, which this platform's libvips may not
 * decode (the prebuilt sharp reads AVIF-coded HEIF only), so that the doctor is told to send it as JPEG
 * rather than that it is not a photo; `photo_type` otherwise.
 */
function unreadable(data: Buffer): AppError {
  const heic =
    data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp' && heicBrands.has(data.toString('latin1', 8, 12));
  return new AppError('validation_failed', { photo: heic ? 'photo_heic' : 'photo_type' });
}
