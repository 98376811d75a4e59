import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** Set by the S3 project's global setup (test/s3/globalSetup.ts): its s3rver's address. */
export const S3_ENDPOINT_VARIABLE = 'PORTAL_TEST_S3_ENDPOINT';
/** s3rver takes any signature made with these. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port, keeping its objects in a temporary folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The document tests on S3 start a local S3 server (s3rver, a devDependency of api) and it could not start: ${reason}. Run npm ci.`,
    );
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A new empty bucket on `endpoint`, and the S3_* variables that point the server at it. */
export async function createTestBucket(endpoint: string): Promise<NodeJS.ProcessEnv> {
  const bucket = `portal-test-${randomBytes(6).toString('hex')}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  };
}

/**
 * Where a test app keeps its documents: in the S3 project a bucket of its own on the
 * project's s3rver, else DATA_DIR's folder (no variables).
 */
export async function testStorageEnv(): Promise<NodeJS.ProcessEnv> {
  if (process.env.TEST_STORAGE !== 's3') return {};
  const endpoint = process.env[S3_ENDPOINT_VARIABLE];
  if (!endpoint)
    throw new Error('The S3 test project runs through jest.config.js (its global setup).');
  return createTestBucket(endpoint);
}
