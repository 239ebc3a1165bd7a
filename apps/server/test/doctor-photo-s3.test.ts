/**
 * Doctors' photos in an S3-compatible bucket (decision 042), against a real one (s3rver, started here): stored
 * in the bucket and nothing under DATA_DIR, served by our server at the same URLs with the same cache headers
 * and an ETag, replaced with the old objects gone from the bucket, removed; a bucket that does not answer is a
 * 503, never a photo lost.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { doctors } from '../src/db/schema/index.ts';
import { s3ObjectUrl } from '../src/shared/object-storage.ts';
import { startS3Server } from './support/s3-server.ts';
import { useTestApp } from './support/test-app.ts';
import { createTestUser, type TestUser } from './support/users.ts';

const s3 = await startS3Server();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-photo-s3-'));
const ctx = useTestApp({
  DATA_DIR: dataDir,
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  S3_FORCE_PATH_STYLE: true,
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The bucket as another S3 client sees it: the object's status and bytes. */
const bucket = new AwsClient({
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  region: 'us-east-1',
  service: 's3',
});
async function inBucket(url: string): Promise<{ status: number; bytes: Buffer }> {
  const file = url.split('/').pop()!;
  const res = await bucket.fetch(`${s3.endpoint}/${s3.bucket}/photos/${file}`);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function doctorAccount(): Promise<TestUser> {
  const [row] = await ctx.database.db.select({ id: doctors.id }).from(doctors).where(isNull(doctors.userId)).limit(1);
  return createTestUser(ctx.database, { role: 'doctor', doctorId: row!.id });
}

let pictures = 0;
const picture = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 90, b: (7 * pictures++) % 256 } } })
    .jpeg()
    .toBuffer();

async function upload(user: TestUser, file: Buffer) {
  const boundary = '----tabib-s3-photo-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/doctor/me/photo',
    headers: { ...user.auth, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en' },
    payload,
  });
}

describe('photos in an S3-compatible bucket', () => {
  it('stores them in the bucket, serves them at our URLs, and a replaced photo leaves the bucket', async () => {
    const doctor = await doctorAccount();
    const first = await upload(doctor, await picture());
    expect(first.statusCode, first.body).toBe(200);
    const old = first.json() as { small: string; large: string };
    expect(old.large).toMatch(/^\/api\/v1\/doctor-photos\/[0-9a-f]{32}-480\.webp$/);

    for (const [url, side] of [
      [old.small, 160],
      [old.large, 480],
    ] as const) {
      const served = await ctx.app.inject(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: side });
      // The very bytes the bucket holds, streamed through.
      const stored = await inBucket(url);
      expect(stored.status).toBe(200);
      expect(served.rawPayload.equals(stored.bytes)).toBe(true);
      expect(Number(served.headers['content-length'])).toBe(stored.bytes.length);
      // The name is the content's hash, so it is the ETag; a browser that has it gets a 304.
      const etag = served.headers.etag as string;
      expect(etag).toBe(`"${url.split('/').pop()!.replace('.webp', '')}"`);
      const again = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    // Nothing under DATA_DIR.
    expect(fs.existsSync(path.join(dataDir, 'photos'))).toBe(false);

    // Replaced: the new photo is served, the old one's objects are gone from the bucket and its URLs are 404.
    const second = await upload(doctor, await picture());
    expect(second.statusCode, second.body).toBe(200);
    const current = second.json() as { small: string; large: string };
    expect(current.large).not.toBe(old.large);
    for (const url of [current.small, current.large]) {
      expect((await ctx.app.inject(url)).statusCode).toBe(200);
      expect((await inBucket(url)).status).toBe(200);
    }
    for (const url of [old.small, old.large]) {
      expect((await inBucket(url)).status).toBe(404);
      expect((await ctx.app.inject(url)).statusCode).toBe(404);
    }
    expect((await ctx.app.inject({ url: '/api/v1/doctor/me', headers: doctor.auth })).json().photo).toEqual(current);

    // Removed: gone from the bucket too.
    const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/doctor/me/photo', headers: doctor.auth });
    expect(removed.statusCode, removed.body).toBe(204);
    for (const url of [current.small, current.large]) expect((await inBucket(url)).status).toBe(404);
    expect((await ctx.app.inject({ url: '/api/v1/doctor/me', headers: doctor.auth })).json().photo).toBeNull();
  });

  it('answers 503 while the bucket does not answer, and the doctor keeps the photo they had', async () => {
    const doctor = await doctorAccount();
    const kept = await upload(doctor, await picture());
    expect(kept.statusCode).toBe(200);
    await s3.close();

    const served = await ctx.app.inject({ url: kept.json().small, headers: { 'accept-language': 'en' } });
    expect(served.statusCode).toBe(503);
    expect(served.json().error.code).toBe('unavailable');
    const refused = await upload(doctor, await picture());
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.code).toBe('unavailable');
    expect((await ctx.app.inject({ url: '/api/v1/doctor/me', headers: doctor.auth })).json().photo).toEqual(
      kept.json(),
    );
  });
});

describe("an object's address", () => {
  it('names the bucket in the host (AWS) or in the path (S3_FORCE_PATH_STYLE), under any base path', () => {
    const name = 'photos/0123-160.webp';
    expect(s3ObjectUrl('b', { endpoint: 'https://s3.eu-central-1.amazonaws.com', forcePathStyle: false }, name)).toBe(
      'https://b.s3.eu-central-1.amazonaws.com/photos/0123-160.webp',
    );
    expect(s3ObjectUrl('b', { endpoint: 'http://127.0.0.1:9000', forcePathStyle: true }, name)).toBe(
      'http://127.0.0.1:9000/b/photos/0123-160.webp',
    );
    expect(s3ObjectUrl('b', { endpoint: 'https://storage.example/s3/', forcePathStyle: true }, name)).toBe(
      'https://storage.example/s3/b/photos/0123-160.webp',
    );
  });
});
