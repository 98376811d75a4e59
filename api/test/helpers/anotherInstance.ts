import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { TestApp } from './testApp';

/**
 * A second instance of `t`'s app over the same database and data folder, as another
 * server process behind the balancer would be (docs/architecture.md, "Several instances").
 */
export async function anotherInstance(t: TestApp): Promise<FastifyInstance> {
  const app = await buildApp(t.config);
  await app.ready();
  return app;
}

/** Listens on a free loopback port; answers the base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
