import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-compatible server on 127.0.0.1 (s3rver, in this process), with one bucket, its objects kept in a
 * folder of its own. It checks the access key id of each signed request, not the signature itself.
 */
export interface S3Server {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'tabib-photos'): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tabib-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  let closed = false;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's own account.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    /** Stops the server (the bucket no longer answers) and removes its folder; again, it does nothing. */
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
