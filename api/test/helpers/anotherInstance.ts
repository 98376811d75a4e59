import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { createTestApp, type TestApp, type TestAppOptions } from './testApp';

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

export interface TwoInstances {
  /** The test app, on a fresh database. */
  a: TestApp;
  /** Another instance over `a`'s database. */
  b: FastifyInstance;
}

/** For a describe block: both instances are made before its tests and closed after them. */
export function twoInstances(options: TestAppOptions = {}): TwoInstances {
  const pair = {} as TwoInstances;
  beforeAll(async () => {
    pair.a = await createTestApp(options);
    pair.b = await anotherInstance(pair.a);
  });
  afterAll(async () => {
    await pair.b.close();
    await pair.a.close();
  });
  return pair;
}
