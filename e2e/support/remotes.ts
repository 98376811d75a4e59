import { renameSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import type { RemoteName } from '@portal/shared/remotes/remoteModules';

function manifestFile(): string {
  const file = process.env.E2E_REMOTES_MANIFEST;
  if (!file) throw new Error('E2E_REMOTES_MANIFEST is not set: run through e2e/jest.config.js');
  return file;
}

/**
 * Replaces the file whole (written beside it, then renamed over it): the portal re-reads it on
 * every request, and one still in flight from the last test must not read it half written.
 */
function writeManifest(entries: Partial<Record<RemoteName, string>>): void {
  const file = manifestFile();
  writeFileSync(`${file}.next`, JSON.stringify(entries));
  renameSync(`${file}.next`, file);
}

/** Points remotes elsewhere through the running portal's REMOTES_MANIFEST (re-read per request). */
export function pointRemotes(entries: Partial<Record<RemoteName, string>>): void {
  writeManifest(entries);
}

/** Every remote back to the one the portal serves itself. */
export function restoreRemotes(): void {
  writeManifest({});
}

export interface Listening {
  url: string;
  close(): Promise<void>;
}

async function listen(server: Server | HttpServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return address.port;
}

/** A host that accepts every connection and never answers: the hung remote. */
export async function hungHost(): Promise<Listening> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An address where nothing listens: the refused remote. */
export async function refusedHost(): Promise<string> {
  const server = createServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/**
 * Another origin serving the portal's own remote files, sending the CORS header a host
 * of remotes must send (README, "How a squad builds and deploys one remote").
 */
export async function secondOrigin(portalUrl: string): Promise<Listening> {
  const server = createHttpServer((request, response) => {
    void fetch(`${portalUrl}${request.url ?? '/'}`).then(async (upstream) => {
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
      });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
