import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeMailServer {
  url: string;
  requests: RecordedRequest[];
  /** The next answers, by path; when none is set, SES and SendGrid's success answers. */
  failNext(status: number, body: unknown): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server standing in for Amazon SES (v2) and SendGrid (v3): it records
 * every request and answers like the real service, or with a failure when asked.
 */
export async function startFakeMailServer(): Promise<FakeMailServer> {
  const requests: RecordedRequest[] = [];
  const failures: Array<{ status: number; body: unknown }> = [];
  let count = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      count++;
      const failure = failures.shift();
      if (failure) {
        response.writeHead(failure.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(failure.body));
      } else if (request.url?.startsWith('/v2/email/outbound-emails')) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ MessageId: `ses-${count}` }));
      } else if (request.url?.startsWith('/v3/mail/send')) {
        response.writeHead(202, { 'x-message-id': `sg-${count}` });
        response.end();
      } else {
        response.writeHead(404);
        response.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (status, body) => failures.push({ status, body }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Environment that points both providers at the fake. */
export function providerEnv(fake: FakeMailServer): NodeJS.ProcessEnv {
  return {
    SES_ENDPOINT: fake.url,
    SES_REGION: 'ap-southeast-2',
    AWS_ACCESS_KEY_ID: 'AKIDTEST',
    AWS_SECRET_ACCESS_KEY: 'test-secret',
    SENDGRID_API_KEY: 'SG.test-key',
    SENDGRID_BASE_URL: fake.url,
  };
}
