import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../config.ts';

/** The storage did not answer, or refused: the request that needed it is answered 503, and the cause logged. */
export class StorageUnavailableError extends Error {}

/** A stored object as it is read: its bytes as a stream (not all in memory), and its length when known. */
export interface StoredObject {
  body: Readable;
  length: number | null;
}

/**
 * Where files the service keeps outside its database live (doctors' photos, decision 042): a folder under
 * DATA_DIR, or an S3-compatible bucket when S3_BUCKET is set. Names are `<folder>/<file>`, checked by the caller.
 */
export interface ObjectStorage {
  /** `file` or `s3`, for logs and tests. */
  readonly kind: 'file' | 's3';
  /** Stores the object whole: a reader finds the old one or the new one, never part of it. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(name: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is not an error. */
  remove(name: string): Promise<void>;
}

const storages = new WeakMap<Config, ObjectStorage>();

/** The storage the configuration names, one per configuration (the S3 client keeps its signing keys). */
export function objectStorageFor(config: Config): ObjectStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage = config.S3_BUCKET ? s3Storage(config.S3_BUCKET, s3Settings(config)) : fileStorage(config.DATA_DIR);
    storages.set(config, storage);
  }
  return storage;
}

function s3Settings(config: Config): S3Settings {
  // loadConfig refuses a bucket without these.
  return {
    endpoint: config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`,
    region: config.S3_REGION!,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/** Files under `root` (DATA_DIR), written whole then renamed into place. */
export function fileStorage(root: string): ObjectStorage {
  const fileOf = (name: string) => path.join(root, ...name.split('/'));
  return {
    kind: 'file',
    async put(name, data) {
      const file = fileOf(name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, file);
    },
    async get(name) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(fileOf(name), 'r');
      } catch {
        return null;
      }
      try {
        const { size } = await handle.stat();
        // The stream owns the handle and closes it when it ends, fails or is destroyed.
        return { body: handle.createReadStream(), length: size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(name) {
      await fs.rm(fileOf(name), { force: true });
    },
  };
}

export interface S3Settings {
  /** `https://s3.eu-west-1.amazonaws.com`, `http://127.0.0.1:9000`, ... */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/name` rather than `bucket.endpoint/name` (MinIO and most servers of one's own). */
  forcePathStyle: boolean;
}

/** An object's address: `endpoint/bucket/name` (path style) or `bucket.endpoint-host/name`. */
export function s3ObjectUrl(bucket: string, settings: Pick<S3Settings, 'endpoint' | 'forcePathStyle'>, name: string) {
  const key = name.split('/').map(encodeURIComponent).join('/');
  const url = new URL(settings.endpoint);
  const prefix = url.pathname.replace(/\/$/, '');
  if (settings.forcePathStyle) url.pathname = `${prefix}/${bucket}/${key}`;
  else {
    url.hostname = `${bucket}.${url.hostname}`;
    url.pathname = `${prefix}/${key}`;
  }
  return url.toString();
}

/** How long one call to the bucket may take before the request that needs it gives up (503). */
const S3_TIMEOUT_MS = 15_000;

/** An S3-compatible bucket, each request signed (AWS Signature Version 4) by aws4fetch. */
export function s3Storage(bucket: string, settings: S3Settings): ObjectStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    // One attempt: the caller answers 503 and the person tries again, rather than a request held for retries.
    retries: 0,
  });
  const urlOf = (name: string) => s3ObjectUrl(bucket, settings, name);
  const call = async (name: string, init: RequestInit): Promise<Response> => {
    try {
      return await client.fetch(urlOf(name), { ...init, signal: AbortSignal.timeout(S3_TIMEOUT_MS) });
    } catch (error) {
      throw new StorageUnavailableError(`S3 ${init.method ?? 'GET'} ${name}: ${(error as Error).message}`);
    }
  };
  const refused = async (response: Response, what: string) => {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? '';
    return new StorageUnavailableError(`S3 ${what}: ${response.status} ${code}`.trim());
  };
  return {
    kind: 's3',
    async put(name, data, contentType) {
      const response = await call(name, {
        method: 'PUT',
        body: data,
        headers: { 'content-type': contentType, 'content-length': String(data.length) },
      });
      if (!response.ok) throw await refused(response, `PUT ${name}`);
      await response.body?.cancel();
    },
    async get(name) {
      const response = await call(name, { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await refused(response, `GET ${name}`);
      const length = Number(response.headers.get('content-length'));
      return {
        body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        length: Number.isFinite(length) && response.headers.has('content-length') ? length : null,
      };
    },
    async remove(name) {
      const response = await call(name, { method: 'DELETE' });
      // S3 answers 204 whether or not the object was there; some servers answer 404 for one that was not.
      if (!response.ok && response.status !== 404) throw await refused(response, `DELETE ${name}`);
      await response.body?.cancel();
    },
  };
}
