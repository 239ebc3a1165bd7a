import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { doctors } from '../src/db/schema/index.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser, type TestUser } from './support/users.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-photo-'));
const ctx = useTestApp({ DATA_DIR: dataDir });

/** A seeded doctor (so search lists it) linked to a new doctor account. */
async function doctorAccount(): Promise<{ doctor: TestUser; doctorId: string }> {
  const [row] = await ctx.database.db.select({ id: doctors.id }).from(doctors).where(isNull(doctors.userId)).limit(1);
  const doctor = await createTestUser(ctx.database, { role: 'doctor', doctorId: row!.id });
  return { doctor, doctorId: row!.id };
}

function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = '----tabib-photo-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(user: TestUser, file: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
  const body = multipart(file, filename, contentType);
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/doctor/me/photo',
    headers: { ...user.auth, ...body.headers, 'accept-language': 'en' },
    payload: body.payload,
  });
}

/** A picture of its own colour on each call: stored photos are named by content, and two doctors may share one. */
let pictures = 0;
const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: (40 + 13 * pictures++) % 256 } } })
    .toFormat(format)
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner', Artist: 'Dr Private' } } })
    .toBuffer();

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/**
 * A PNG whose header says 20,000 x 20,000 pixels of 8-bit grey: 400 million pixels behind a few kilobytes of
 * compressed rows (a decompression bomb). Only the first rows are present; a decoder would still allocate the whole.
 */
function bombPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc(20_001 * 50));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * An HEIC (HEVC-coded HEIF, as an iPhone writes) that no libvips here decodes: an AVIF from sharp relabelled
 * as HEVC (brand, item type and codec box), so its coded data is not what its header says.
 */
async function undecodableHeic(): Promise<Buffer> {
  const avif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0b6e6e' } })
    .avif()
    .toBuffer();
  const relabelled = avif
    .toString('latin1')
    .replaceAll('avif', 'heic')
    .replaceAll('av01', 'hvc1')
    .replaceAll('av1C', 'hvcC');
  return Buffer.from(relabelled, 'latin1');
}

describe('PUT /api/v1/doctor/me/photo', () => {
  it('re-encodes a JPEG to WebP in two sizes without its metadata, served for good, shown in profile and search', async () => {
    const { doctor, doctorId } = await doctorAccount();
    const original = await picture('jpeg');
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(doctor, original);
    expect(res.statusCode, res.body).toBe(200);
    const { small, large } = res.json() as { small: string; large: string };
    expect(small).toMatch(/^\/api\/v1\/doctor-photos\/[0-9a-f]{32}-160\.webp$/);
    expect(large).toMatch(/^\/api\/v1\/doctor-photos\/[0-9a-f]{32}-480\.webp$/);

    for (const [url, side] of [
      [small, 160],
      [large, 480],
    ] as const) {
      const served = await ctx.app.inject(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers.etag).toBe(`"${url.split('/').pop()!.replace('.webp', '')}"`);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: side, height: side });
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
    }

    const profile = await ctx.app.inject({ url: '/api/v1/doctor/me', headers: doctor.auth });
    expect(profile.json().photo).toEqual({ small, large });
    const detail = await ctx.app.inject(`/api/v1/doctors/${doctorId}`);
    expect(detail.json().photo).toEqual({ small, large });
    // Search keeps its own copy of the doctors (decision 022): the new photo reaches its cards too.
    let found: { photo: unknown } | undefined;
    for (let page = 1; !found && page <= 10; page++) {
      const list = await ctx.app.inject(`/api/v1/doctors?limit=50&page=${page}`);
      found = (list.json().items as { id: string; photo: unknown }[]).find((d) => d.id === doctorId);
    }
    expect(found?.photo).toEqual({ small, large });
  });

  it('takes PNG and WebP too, checked by content whatever the name says', async () => {
    const { doctor } = await doctorAccount();
    expect((await upload(doctor, await picture('png'), 'me.jpg', 'image/jpeg')).statusCode).toBe(200);
    expect((await upload(doctor, await picture('webp', 300, 900), 'me.txt', 'text/plain')).statusCode).toBe(200);
  });

  it('refuses a wrong type, an oversized file, a polyglot and a 20,000 x 20,000 image, keeping the photo it had', async () => {
    const { doctor } = await doctorAccount();
    const first = await upload(doctor, await picture('jpeg'));
    expect(first.statusCode).toBe(200);
    const jpeg = await picture('jpeg', 200, 200);

    const refusals: [string, Buffer, number, Record<string, string>][] = [
      ['gif', await picture('gif'), 400, { photo: 'photo_type' }],
      ['text named .jpg', Buffer.from('just some text, not a picture'), 400, { photo: 'photo_type' }],
      [
        'svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        400,
        { photo: 'photo_type' },
      ],
      ['truncated jpeg', jpeg.subarray(0, jpeg.length / 2), 400, { photo: 'photo_type' }],
      [
        'jpeg + html',
        Buffer.concat([jpeg, Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
        400,
        { photo: 'photo_polyglot' },
      ],
      [
        'jpeg + zip',
        Buffer.concat([jpeg, Buffer.from('PK\x03\x04\x14\x00\x00\x00payload.js', 'latin1')]),
        400,
        { photo: 'photo_polyglot' },
      ],
      ['20,000 x 20,000 png', bombPng(), 400, { photo: 'photo_dimensions' }],
      ['heic this platform cannot decode', await undecodableHeic(), 400, { photo: 'photo_heic' }],
      [
        'over 5 MB',
        Buffer.concat([jpeg.subarray(0, 2), Buffer.alloc(5 * 1024 * 1024 + 10, 0x41)]),
        413,
        { photo: 'photo_too_large' },
      ],
    ];
    for (const [what, file, status, fields] of refusals) {
      const res = await upload(doctor, file);
      expect(res.statusCode, what).toBe(status);
      expect(res.json().error.fields, what).toEqual(fields);
      expect(res.json().error.message, what).toBeTruthy();
    }
    const profile = await ctx.app.inject({ url: '/api/v1/doctor/me', headers: doctor.auth });
    expect(profile.json().photo).toEqual(first.json());
  });

  it('refuses a body that is not a multipart file, and anyone but a doctor', async () => {
    const { doctor } = await doctorAccount();
    const plain = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/doctor/me/photo',
      headers: { ...doctor.auth, 'accept-language': 'ar' },
      payload: { photo: 'base64...' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error.fields).toEqual({ photo: 'photo_required' });
    expect(plain.json().error.message).toMatch(/[\u0600-\u06FF]/);
    const patient = await createTestUser(ctx.database);
    expect((await upload(patient, await picture('jpeg'))).statusCode).toBe(403);
  });
});

describe('DELETE /api/v1/doctor/me/photo', () => {
  it('removes the photo and its files; removing none is harmless', async () => {
    const { doctor, doctorId } = await doctorAccount();
    const { small, large } = (await upload(doctor, await picture('png'))).json();
    const del = () => ctx.app.inject({ method: 'DELETE', url: '/api/v1/doctor/me/photo', headers: doctor.auth });
    expect((await del()).statusCode).toBe(204);
    expect((await ctx.app.inject(`/api/v1/doctors/${doctorId}`)).json().photo).toBeNull();
    expect((await ctx.app.inject(small)).statusCode).toBe(404);
    expect((await ctx.app.inject(large)).statusCode).toBe(404);
    expect((await del()).statusCode).toBe(204);
    expect((await ctx.app.inject('/api/v1/doctor-photos/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});

describe("POST /doctor/photo (the photo page's form)", () => {
  const send = (user: TestUser | null, file: Buffer, query = '?lang=en') => {
    const body = multipart(file, 'photo.jpg', 'image/jpeg');
    return ctx.app.inject({
      method: 'POST',
      url: `/doctor/photo${query}`,
      headers: { ...(user?.auth ?? {}), ...body.headers },
      payload: body.payload,
    });
  };

  it('stores the photo and sends the doctor back to the page with what happened, or why it was refused', async () => {
    const { doctor } = await doctorAccount();
    const saved = await send(doctor, await picture('png'));
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/doctor/photo?lang=en&done=photo');
    const photo = (await ctx.app.inject({ url: '/api/v1/doctor/me', headers: doctor.auth })).json().photo;
    expect(photo.large).toMatch(/^\/api\/v1\/doctor-photos\/.+\.webp$/);

    const refused = await send(doctor, Buffer.from('not a picture'), '?lang=ar');
    expect(refused.headers.location).toBe('/doctor/photo?lang=ar&error=validation_failed&field=photo_type');
    const heic = await send(doctor, await undecodableHeic());
    expect(heic.headers.location).toBe('/doctor/photo?lang=en&error=validation_failed&field=photo_heic');
    const big = await send(doctor, Buffer.alloc(5 * 1024 * 1024 + 10, 0x41));
    expect(big.headers.location).toBe('/doctor/photo?lang=en&error=payload_too_large&field=photo_too_large');
    const empty = await send(doctor, Buffer.alloc(0));
    expect(empty.headers.location).toBe('/doctor/photo?lang=en&error=validation_failed&field=photo_required');
    // Nothing refused replaced the photo.
    expect((await ctx.app.inject({ url: '/api/v1/doctor/me', headers: doctor.auth })).json().photo).toEqual(photo);
  });

  it('sends a visitor to sign in and refuses a patient', async () => {
    const signedOut = await send(null, await picture('png'));
    expect(signedOut.headers.location).toBe(`/login?next=${encodeURIComponent('/doctor/photo?lang=en')}`);
    const patient = await createTestUser(ctx.database);
    const refused = await send(patient, await picture('png'));
    expect(refused.headers.location).toBe('/doctor/photo?lang=en&error=forbidden');
  });
});
