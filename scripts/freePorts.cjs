// @ts-check
// Free loopback ports for the servers that tests, the bench and the load test start.
// CommonJS, so the jest suites (TypeScript run as CommonJS, through freePorts.d.cts) and the
// bench's ES modules share this one file.
const { createServer } = require('node:net');

/**
 * `count` different ports nothing listens on now (the OS picks them). Every probe stays bound
 * until all are, because the OS may hand a port it has just freed out again: an instance's
 * two listeners once got the same one.
 * @param {number} count
 * @returns {Promise<number[]>}
 */
async function freePorts(count) {
  const probes = await Promise.all(Array.from({ length: count }, listenOnAnyPort));
  const ports = probes.map(
    (probe) => /** @type {import('node:net').AddressInfo} */ (probe.address()).port,
  );
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/** @returns {Promise<number>} a port nothing listens on now */
async function freePort() {
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

module.exports = { freePorts, freePort };
