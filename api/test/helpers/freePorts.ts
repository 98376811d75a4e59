import { createServer, type AddressInfo, type Server } from 'node:net';

/**
 * `count` different ports nothing listens on right now (the OS picks them). Every probe
 * stays bound until all are, because the OS may hand a port it has just freed out again:
 * an instance's two listeners once got the same one.
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = await Promise.all(Array.from({ length: count }, listenOnAnyPort));
  const ports = probes.map((probe) => (probe.address() as AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return (await freePorts(1))[0]!;
}

function listenOnAnyPort(): Promise<Server> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve(probe));
  });
}
