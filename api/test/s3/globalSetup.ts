import { S3_ENDPOINT_VARIABLE, startS3Server, type TestS3Server } from '../helpers/s3Server';

declare global {
  var portalTestS3Server: TestS3Server | undefined;
}

/** Once per run of the S3 project: one local S3 server; each test app makes its own bucket. */
export default async function globalSetup(): Promise<void> {
  globalThis.portalTestS3Server = await startS3Server();
  process.env[S3_ENDPOINT_VARIABLE] = globalThis.portalTestS3Server.endpoint;
}
