import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

/** Smaller answers go as they are: compressing them saves less than a packet. */
export const COMPRESS_THRESHOLD = 1024;
/** Larger answers written in memory are compressed off the thread, by zlib's pool (decision 029). */
const COMPRESS_ON_THREAD_MAX = 64 * 1024;
/**
 * Brotli's quality 1 and gzip's level 1: a page of doctors in about 25 µs, against about 110 µs at brotli's
 * 4 (measured in the server, decision 029), for some 200 bytes more of about 1,500.
 */
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

/**
 * The server's order among what the client accepts: brotli where it can, gzip for the rest. Negotiated on
 * each request, with no cache: the header is the client's to vary, and a cache keyed by it grows without end.
 */
const ENCODINGS: ('br' | 'gzip' | 'identity')[] = ['br', 'gzip', 'identity'];

/**
 * Every answer the app writes in memory (the API's JSON, the pages' HTML) is compressed at once from its
 * bytes, not through a stream per answer (decision 029): @fastify/compress's streams had cost a search
 * answer about 0.34 ms of CPU, twice the whole search, for every browser (they all accept br). Compressed
 * from bytes with the size known ahead, a page of doctors takes about 25 µs. The web app's files are
 * compressed once, when it is built, and sent as they are (web-app.ts); streamed answers pass untouched.
 */
export function compressAnswers(app: FastifyInstance): void {
  // Per route, after every instance's own hooks: what they write (compat's error bodies) is compressed as written.
  app.addHook('onRoute', (route) => {
    route.onSend = [...[route.onSend ?? []].flat(), compressAnswer];
  });
}

const compressAnswer: onSendHookHandler<unknown> = function (req, reply, payload, done) {
  if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || reply.hasHeader('content-encoding')) {
    return done(null, payload);
  }
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < COMPRESS_THRESHOLD) return done(null, body);
  addVary(reply);
  const encoding = chosenEncoding(req);
  if (encoding === 'identity') return done(null, body);
  reply.header('content-encoding', encoding);
  const finish = (error: Error | null, out: Buffer) => (error ? done(error) : done(null, out));
  if (body.length > COMPRESS_ON_THREAD_MAX) {
    if (encoding === 'br') zlib.brotliCompress(body, brotliOptions(body.length), finish);
    else zlib.gzip(body, { level: GZIP_LEVEL }, finish);
  } else {
    finish(
      null,
      encoding === 'br'
        ? zlib.brotliCompressSync(body, brotliOptions(body.length))
        : zlib.gzipSync(body, { level: GZIP_LEVEL }),
    );
  }
};

function chosenEncoding(req: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const header = req.headers['accept-encoding'];
  if (!header) return 'identity';
  // "x-gzip" is gzip (RFC 9110 8.4.1.3).
  return negotiate(header.toLowerCase().replace(/\bx-gzip\b/g, 'gzip'), ENCODINGS) ?? 'identity';
}

function brotliOptions(size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      // Known ahead, the size lets brotli size its window and tables to the answer instead of to 4 MB.
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** The answer depends on Accept-Encoding whether or not this one was compressed. */
function addVary(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const values = [current ?? []].flat().map(String);
  if (values.some((v) => /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(v))) return;
  reply.header('vary', [...values, 'Accept-Encoding'].join(', '));
}
