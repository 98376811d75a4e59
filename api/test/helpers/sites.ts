import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { boundPort, listenCustomerSite } from '../../src/sites/sites';
import {
  createTestApp,
  makeTempDir,
  type TestApp,
  type TestAppOptions,
  writeFiles,
} from './testApp';

export const SHELL_HTML = '<!doctype html><title>shell</title>';
export const CUSTOMER_HTML = '<!doctype html><title>customer site</title>';

/**
 * Both sites really listening: which site answers depends on the listener reached. A fake
 * build of the shell, the customer site and two remotes (a customer one, a staff one).
 */
export async function startSites(options: Pick<TestAppOptions, 'env' | 'orders'> = {}) {
  const repoRoot = makeTempDir();
  writeFiles(repoRoot, {
    'shell/dist/index.html': SHELL_HTML,
    'shell/dist/main.js': 'console.log("shell")',
    'customer-site/dist/index.html': CUSTOMER_HTML,
    'customer-site/dist/main.js': 'console.log("customer")',
    'remote-customer/dist/remoteEntry.js': 'var customer;',
    'remote-customer/dist/index.html': '<!doctype html><title>remote page</title>',
    'remote-queues/dist/remoteEntry.js': 'var queues;',
  });
  const t: TestApp = await createTestApp({ ...options, config: { repoRoot } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const customer: Server = await listenCustomerSite(t.app, { port: 0, host: '127.0.0.1' });
  return {
    t,
    /** The fake build's folder: a test may add to it (the customer page renderer). */
    repoRoot,
    staff: `http://127.0.0.1:${boundPort(t.app.server)}`,
    customer: `http://127.0.0.1:${boundPort(customer)}`,
    async close() {
      await t.close();
      rmSync(repoRoot, { recursive: true, force: true });
    },
  };
}

export type Sites = Awaited<ReturnType<typeof startSites>>;
