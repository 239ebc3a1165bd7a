import type { ReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
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
/**
 * A file sent from disk (a stream) is compressed once per encoding and kept (`fileAnswer`), so it may take
 * longer over it: brotli's 5 and gzip's 6 take the API docs' 1.5 MB script to about a fifth, in about 50 ms, once.
 */
const FILE_BROTLI_QUALITY = 5;
const FILE_GZIP_LEVEL = 6;
/** Files kept compressed: the API docs' own (a dozen); past this, a file is compressed at each request. */
const FILES_KEPT_MAX = 64;
const FILE_MAX = 8 * 1024 * 1024;
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
 * compressed once, when it is built, and sent as they are (web-app.ts). Other files sent from disk (the API
 * docs' scripts and styles, from node_modules) are compressed once each and kept (`fileAnswer`).
 */
export function compressAnswers(app: FastifyInstance): void {
  // Per route, after every instance's own hooks: what they write (compat's error bodies) is compressed as written.
  app.addHook('onRoute', (route) => {
    route.onSend = [...[route.onSend ?? []].flat(), compressAnswer];
  });
}

/**
 * What an answer written as bytes became in each encoding, kept on those bytes for as long as they live. Only
 * a Buffer can be asked again: a route writes one when it keeps its answers written (memoizedSerializerCompiler),
 * and a cache hit then sends the bytes of its first answer. Compressing them again was a hit's largest cost
 * (a fifth to a third of the thread under the hit line, 2026-11-28). On the bytes, not in a WeakMap keyed by
 * them: at 1,000,000 doctors such a map cost every search that missed the cache about 0.5 ms of the thread
 * (1.9 against 1.4 ms with answers not compressed, and a collection of the whole heap every 7 s that the
 * uncompressed line never needed): bench/RESULTS.md, 2026-11-30 afternoon.
 */
const COMPRESSED = Symbol('compressed');
type KeptBytes = Buffer & { [COMPRESSED]?: Partial<Record<'br' | 'gzip', Buffer>> };

const compressAnswer: onSendHookHandler<unknown> = function (req, reply, payload, done) {
  if (reply.hasHeader('content-encoding')) return done(null, payload);
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
  if (isFileStream(payload)) {
    fileAnswer(req, reply, payload).then(
      (body) => done(null, body),
      (error: Error) => done(error),
    );
    return;
  }
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (body.length < COMPRESS_THRESHOLD) return done(null, body);
  addVary(reply);
  const encoding = chosenEncoding(req);
  if (encoding === 'identity') return done(null, body);
  reply.header('content-encoding', encoding);
  // The same bytes again (a kept search answer, written once by memoizedSerializerCompiler): compressed once.
  const known = Buffer.isBuffer(payload) ? (payload as KeptBytes)[COMPRESSED] : undefined;
  const again = known?.[encoding];
  if (again) return done(null, again);
  const finish = (error: Error | null, out: Buffer) => {
    if (error) return done(error);
    if (Buffer.isBuffer(payload)) (payload as KeptBytes)[COMPRESSED] = { ...known, [encoding]: out };
    done(null, out);
  };
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

/** A whole file read from disk (@fastify/static's answer; a range of one is a 206 and passes as it is). */
function isFileStream(payload: unknown): payload is ReadStream {
  return payload instanceof Readable && typeof (payload as Partial<ReadStream>).path === 'string';
}

/**
 * Compressed files by path, version (the ETag @fastify/static makes of size and time) and encoding. Kept
 * for the life of the process: the files sent from disk outside the web app are node_modules' own.
 */
const filesKept = new Map<string, Promise<Buffer>>();

/**
 * A file sent from disk, compressed as the client accepts: once per encoding, then from memory. Compressing
 * 1.5 MB at each request (as @fastify/compress did before decision 029) was some 20 ms of CPU a request for
 * anyone to ask for; sending it as it is, five times the bytes.
 */
async function fileAnswer(req: FastifyRequest, reply: FastifyReply, file: ReadStream): Promise<ReadStream | Buffer> {
  const size = Number(reply.getHeader('content-length'));
  if (reply.statusCode !== 200 || !(size >= COMPRESS_THRESHOLD && size <= FILE_MAX)) return file;
  addVary(reply);
  const encoding = chosenEncoding(req);
  if (encoding === 'identity') return file;
  const key = `${String(file.path)}\0${String(reply.getHeader('etag') ?? '')}\0${encoding}`;
  let kept = filesKept.get(key);
  if (kept) {
    file.destroy();
  } else {
    kept = buffer(file).then((body) =>
      encoding === 'br'
        ? brotliCompress(body, brotliOptions(body.length, FILE_BROTLI_QUALITY))
        : gzip(body, { level: FILE_GZIP_LEVEL }),
    );
    if (filesKept.size < FILES_KEPT_MAX) {
      filesKept.set(key, kept);
      // A file that could not be read is read again by the next request, not answered from a failure.
      kept.catch(() => filesKept.delete(key));
    }
  }
  return sendCompressed(reply, encoding, await kept);
}

function sendCompressed(reply: FastifyReply, encoding: 'br' | 'gzip', body: Buffer): Buffer {
  reply.header('content-encoding', encoding);
  reply.header('content-length', String(body.length));
  return body;
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function chosenEncoding(req: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const header = req.headers['accept-encoding'];
  if (!header) return 'identity';
  // "x-gzip" is gzip (RFC 9110 8.4.1.3).
  return negotiate(header.toLowerCase().replace(/\bx-gzip\b/g, 'gzip'), ENCODINGS) ?? 'identity';
}

function brotliOptions(size: number, quality = BROTLI_QUALITY): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
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
