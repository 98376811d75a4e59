import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@portal/shared/api/apiRoutes';
import { replyApiNotFound } from './errorEnvelope';

/** Federation name of each remote and the workspace folder whose dist/ holds its build. */
export const REMOTE_FOLDERS = {
  queues: 'remote-queues',
  orderDetail: 'remote-order-detail',
  adminSettings: 'remote-admin-settings',
  customer: 'remote-customer',
} as const;

export const REMOTES_PREFIX = '/remotes';
export const REMOTES_MANIFEST_PATH = '/remotes.json';

/** Files whose name stays the same from build to build: browsers must revalidate them. */
const STABLE_NAMES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']);
/** Webpack's `[name].[contenthash:8].js` style: the name changes whenever the content does. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\./i;
const REVALIDATE = 'no-cache';
/** Browsers must take every answer as the type it is served with, never a sniffed one. */
const NOSNIFF = ['x-content-type-options', 'nosniff'] as const;
const KEEP_FOREVER = 'public, max-age=31536000, immutable';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Front end not built</title></head>
<body><h1>The front end is not built yet</h1>
<p>Run <code>npm run build</code> at the repository root, then reload this page.
The API is running under <code>${API_BASE}</code>.</p></body></html>`;

export interface FrontEndsOptions {
  repoRoot: string;
  /** A JSON file whose entries replace those of the built-in remotes manifest. */
  remotesManifestFile: string | null;
}

/**
 * Serves the shell at '/' and each remote at /remotes/<name>/, the run-time remotes
 * manifest at /remotes.json, and the shell's index.html for any other page path (the
 * shell routes in the browser). A folder that is not built yet is served once it is,
 * without a restart.
 */
async function frontEnds(app: FastifyInstance, options: FrontEndsOptions): Promise<void> {
  const shellDist = path.join(options.repoRoot, 'shell', 'dist');
  const staticOptions = {
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(path.basename(filePath)));
      reply.header(...NOSNIFF);
    },
    suppressWarning: true,
    decorateReply: false,
  };

  await app.register(fastifyStatic, { ...staticOptions, root: shellDist, prefix: '/' });
  for (const [name, folder] of Object.entries(REMOTE_FOLDERS)) {
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: path.join(options.repoRoot, folder, 'dist'),
      prefix: `${REMOTES_PREFIX}/${name}/`,
    });
  }

  app.get(REMOTES_MANIFEST_PATH, async (_request, reply) => {
    const manifest = await remotesManifest(options.remotesManifestFile);
    return reply
      .header('cache-control', REVALIDATE)
      .header(...NOSNIFF)
      .send(manifest);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    // GET /api/<unknown> lands here through the shell's catch-all static route.
    if (isApiPath(urlPath)) return replyApiNotFound(request, reply);
    reply.header(...NOSNIFF);
    if (!isPagePath(request.method, urlPath)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const html = await readFile(path.join(shellDist, 'index.html'), 'utf8').catch(() => null);
    reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
    return html === null ? reply.code(503).send(NOT_BUILT_PAGE) : reply.send(html);
  });
}

export function cacheControlFor(fileName: string): string {
  return !STABLE_NAMES.has(fileName) && CONTENT_HASHED.test(fileName) ? KEEP_FOREVER : REVALIDATE;
}

function isApiPath(urlPath: string): boolean {
  return urlPath === API_BASE || urlPath.startsWith(`${API_BASE}/`);
}

/** A browser navigation the shell should answer: not a remote's file, not a file at all. */
function isPagePath(method: string, urlPath: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (urlPath.startsWith(`${REMOTES_PREFIX}/`)) return false;
  const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/** Where the shell loads each remote's manifest from; REMOTES_MANIFEST entries win. */
export async function remotesManifest(
  overrideFile: string | null,
): Promise<Record<string, string>> {
  const manifest: Record<string, string> = {};
  for (const name of Object.keys(REMOTE_FOLDERS)) {
    manifest[name] = `${REMOTES_PREFIX}/${name}/mf-manifest.json`;
  }
  if (!overrideFile) return manifest;
  // Read on every request, so pointing a remote elsewhere needs no restart.
  const override: unknown = JSON.parse(await readFile(overrideFile, 'utf8'));
  if (!isStringRecord(override)) {
    throw new Error(
      `REMOTES_MANIFEST ${overrideFile} must be a JSON object of remote names to URLs.`,
    );
  }
  return { ...manifest, ...override };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

export default fp(frontEnds, { name: 'front-ends' });
