// Free loopback ports for the servers the bench and the load test start (the API tests and
// the browser tests, which jest runs as CommonJS, have the TypeScript twin
// api/test/helpers/freePorts.ts).
import { createServer } from 'node:net';

/**
 * `count` different ports nothing listens on now (the OS picks them). Every probe stays bound
 * until all are: the OS may hand a port it has just freed out again.
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function freePorts(count) {
  const probes = await Promise.all(Array.from({ length: count }, listenOnAnyPort));
  const ports = probes.map(
    (probe) => /** @type {import('node:net').AddressInfo} */ (probe.address()).port,
  );
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/** @returns {Promise<number>} a port nothing listens on now */
export async function freePort() {
  return /** @type {number} */ ((await freePorts(1))[0]);
}

/** @returns {Promise<import('node:net').Server>} */
function listenOnAnyPort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve(probe));
  });
}
