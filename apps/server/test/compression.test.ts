import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { COMPRESS_THRESHOLD } from '../src/shared/compression.ts';
import { useTestApp } from './support/test-app.ts';

/**
 * Answers written in memory are compressed from their bytes as the client accepts (shared/compression.ts,
 * decision 029): brotli first, then gzip, else as they are; the body is the same answer either way, with its
 * length known, and every answer that could be compressed says it varies by Accept-Encoding.
 */
const ctx = useTestApp();
const browser = 'gzip, deflate, br, zstd';

const decoded = (encoding: string | undefined, raw: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;

async function get(url: string, acceptEncoding?: string) {
  return ctx.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
}

describe('compressed answers', () => {
  // The specialties (names in both languages), a page of the doctor search (its own serializer, which writes
  // bytes) and the API's description (past the size compressed on zlib's threads).
  const urls = ['/api/v1/specialties?lang=ar', '/api/v1/doctors?lang=ar&limit=50', '/api/v1/openapi.json'];

  it.each(urls)('%s: brotli for a browser, gzip where brotli is refused, the same JSON as sent plain', async (url) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_THRESHOLD);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    for (const [accepted, expected] of [
      [browser, 'br'],
      ['gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0.5, gzip;q=0.9', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      ['deflate', undefined],
      ['', undefined],
    ] as const) {
      const res = await get(url, accepted);
      expect(res.statusCode, accepted).toBe(200);
      expect(res.headers['content-encoding'], accepted).toBe(expected);
      expect(String(res.headers.vary), accepted).toMatch(/accept-encoding/i);
      // Sent whole with its length, not in chunks.
      expect(res.headers['content-length'], accepted).toBe(String(res.rawPayload.length));
      expect(res.headers['transfer-encoding'], accepted).toBeUndefined();
      const body = decoded(expected, res.rawPayload);
      expect(JSON.parse(body.toString('utf8')), accepted).toEqual(plain.json());
      if (expected) expect(res.rawPayload.length, accepted).toBeLessThan(plain.rawPayload.length / 2);
    }
  });

  it('compresses a search answer kept in the cache once per encoding, not at every hit', async () => {
    const url = '/api/v1/doctors?lang=en&limit=50&sort=fee_asc';
    // An answer is kept from its second asking (decision 048).
    await get(url, browser);
    const first = await get(url, browser);
    expect(first.headers['content-encoding']).toBe('br');
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const gzip = vi.spyOn(zlib, 'gzipSync');
    try {
      for (let i = 0; i < 3; i++) {
        const hit = await get(url, browser);
        expect(hit.headers['content-encoding']).toBe('br');
        expect(hit.headers['content-length']).toBe(String(hit.rawPayload.length));
        expect(zlib.brotliDecompressSync(hit.rawPayload).toString('utf8')).toBe(
          zlib.brotliDecompressSync(first.rawPayload).toString('utf8'),
        );
      }
      expect(brotli).not.toHaveBeenCalled();
      // Another encoding is compressed once too, then kept beside the first.
      for (let i = 0; i < 2; i++) expect((await get(url, 'gzip')).headers['content-encoding']).toBe('gzip');
      expect(gzip).toHaveBeenCalledTimes(1);
    } finally {
      brotli.mockRestore();
      gzip.mockRestore();
    }
  });

  it('leaves small answers as they are', async () => {
    const res = await get('/healthz', browser);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it("compresses the API docs' files from disk once per encoding, sends them whole with their length, and leaves a range as it is", async () => {
    const url = '/api/docs/static/swagger-ui-bundle.js';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.rawPayload.length).toBeGreaterThan(500_000);
    for (const [accepted, expected] of [
      [browser, 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const first = await get(url, accepted);
      const again = await get(url, accepted);
      for (const res of [first, again]) {
        expect(res.statusCode, accepted).toBe(200);
        expect(res.headers['content-encoding'], accepted).toBe(expected);
        expect(res.headers['content-length'], accepted).toBe(String(res.rawPayload.length));
        expect(res.rawPayload.length, accepted).toBeLessThan(plain.rawPayload.length / 3);
        expect(decoded(expected, res.rawPayload).equals(plain.rawPayload), accepted).toBe(true);
      }
      // The second answer is the kept one: the same bytes.
      expect(again.rawPayload.equals(first.rawPayload), accepted).toBe(true);
    }
    const range = await ctx.app.inject({ url, headers: { 'accept-encoding': browser, range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.rawPayload.equals(plain.rawPayload.subarray(0, 100))).toBe(true);
  });
});
