import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@portal/shared/api/apiRoutes';
import {
  HOSTS,
  REMOTES,
  REMOTES_MANIFEST_PATH,
  remoteEntryUrl,
  type RemoteName,
  type RemotesManifest,
} from '@portal/shared/remotes/remoteModules';
import { CUSTOMER_PATHS } from '@portal/shared/navigation/customerPaths';
import { droppedEmailCookie, keptEmailOf } from '../customer/keptEmail';
import { RETRY_AFTER_SECONDS } from '../db/storageErrors';
import { METRICS_PATH } from '../metrics/metricsPlugin';
import type { ActiveRelease } from '../releases/deployments';
import { releaseProblems } from '../releases/hostCompatibility';
import { releaseFileType } from '../releases/releaseFileType';
import { isReleaseId, type ReleaseEncoding, type ReleaseStore } from '../releases/releaseStore';
import { customerOriginFor, siteOf } from '../sites/sites';
import { isSafeFileName } from '../storage/documentStore';
import { customerPageRenderer, withRenderedPage } from './customerPageRenderer';
import { isApiPath, replyApiNotFound } from './errorEnvelope';
import { pagePolicy } from './securityHeaders';

/** Federation name of each remote and the workspace folder whose dist/ holds its build. */
export const REMOTE_FOLDERS = Object.fromEntries(
  Object.entries(REMOTES).map(([name, remote]) => [name, remote.folder]),
) as { readonly [Name in RemoteName]: (typeof REMOTES)[Name]['folder'] };

export const REMOTES_PREFIX = '/remotes';
/** Published releases: `/releases/<remote>/<release id>/<file>` (docs/architecture.md, "Releases and deploys"). */
export const RELEASES_PREFIX = '/releases';
/** The customer site's own entry (its workspace folder), served from this path. */
export const CUSTOMER_SITE_PREFIX = HOSTS.customerSite.path;

/** First path segments of the customer pages: the staff site sends them to the customer site. */
const CUSTOMER_PAGE_SEGMENTS = new Set(
  Object.values(CUSTOMER_PATHS).map((page) => page.split('/')[1]),
);

/** Files whose name stays the same from build to build: browsers must revalidate them. */
const STABLE_NAMES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']);
/** Manifests and metadata, revalidated even inside a release (docs/decisions.md, "Open pages during a deploy"). */
const RELEASE_MANIFESTS = new Set(['mf-manifest.json', 'release.json']);
/** Webpack's `[name].[contenthash:8].js` style: the name changes whenever the content does. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\./i;
const REVALIDATE = 'no-cache';
/** Browsers must take every answer as the type it is served with, never a sniffed one. */
const NOSNIFF = ['x-content-type-options', 'nosniff'] as const;
const KEEP_FOREVER = 'public, max-age=31536000, immutable';
/**
 * The sites' icon keeps its name from build to build, but a day-old icon does no harm: with
 * a lifetime Chromium takes it from its cache, where it asked the server again on every
 * route change of a page (docs/benchmarks.md, "The sidebar switch").
 */
const ICON = 'favicon.svg';
const KEEP_A_DAY = 'public, max-age=86400';
/** What the build appends to a file's name for its precompressed copies. */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Front end not built</title></head>
<body><h1>The front end is not built yet</h1>
<p>Run <code>npm run build</code> at the repository root, then reload this page.
The API is running under <code>${API_BASE}</code>.</p></body></html>`;

/** A customer address asked on the staff site under a Host that does not name this machine. */
const NO_CUSTOMER_ORIGIN =
  'This is an address of the customer site, and the server does not know where that is for ' +
  'the host this request named. Set CUSTOMER_ORIGIN to the customer site’s public origin ' +
  '(docs/deployment.md).';

export interface FrontEndsOptions {
  repoRoot: string;
  /** A JSON file whose entries replace those of the built-in remotes manifest. */
  remotesManifestFile: string | null;
  customerOrigin: string | null;
  customerPort: number;
  /** Serve the builds' `.map` files; without it they stay in the build, for error reporting only. */
  serveSourceMaps: boolean;
  /** Published releases, served at /releases/. */
  releases: ReleaseStore;
  /** remote → its active release: /remotes.json points there instead of the built dist/. */
  activeReleases(): Promise<Map<string, ActiveRelease>>;
}

/**
 * Serves the shell's files at '/', the customer site's at /customer-site/, each remote at
 * /remotes/<name>/ and the run-time remotes manifest at /remotes.json. Any other page path
 * answers the page of the site it was asked on (both route in the browser): the staff site
 * the shell's index.html, the customer site its own; the staff site sends customer pages
 * to the customer site. Pages are served only that way, never as a static .html file, so
 * each carries its site's Content-Security-Policy. A folder that is not built yet is
 * served once it is, without a restart.
 */
async function frontEnds(app: FastifyInstance, options: FrontEndsOptions): Promise<void> {
  const shellDist = path.join(options.repoRoot, HOSTS.shell.folder, 'dist');
  const staticOptions = {
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(path.basename(filePath)));
      reply.header(...NOSNIFF);
    },
    suppressWarning: true,
    decorateReply: false,
    index: false as const,
    // The build writes a .br and a .gz beside every text file (compression-webpack-plugin,
    // webpack/createConfig.js): the one the browser accepts is sent with its Content-Encoding
    // and Vary: Accept-Encoding.
    preCompressed: true,
    allowedPath: (pathName: string) =>
      servedAsFile(pathName) && (options.serveSourceMaps || !isSourceMap(pathName)),
  };
  const customerSiteDist = path.join(options.repoRoot, HOSTS.customerSite.folder, 'dist');
  const renderCustomerPage = customerPageRenderer(
    path.join(options.repoRoot, HOSTS.customerSite.folder, 'dist-server'),
  );

  /**
   * The customer site's page with the page drawn in it, so it paints before its scripts
   * (docs/decisions.md#customer-pages-paint-before-their-scripts). Only while the customer
   * remote is the build the renderer was made with: a remote from a release or another origin
   * may draw otherwise, and its page starts empty as before. A renderer that fails leaves the
   * page empty too: its scripts draw it. The e-mail a refused track form post kept is drawn in
   * its form once, in a page no cache keeps.
   */
  async function customerPage(
    request: FastifyRequest,
    reply: FastifyReply,
    html: string,
    manifest: Partial<RemotesManifest>,
  ): Promise<string> {
    const keptEmail = keptEmailOf(request);
    if (keptEmail !== null) {
      reply.header('set-cookie', droppedEmailCookie(request)).header('cache-control', 'no-store');
    }
    if (manifest.customer !== releasedEntry('customer', undefined, options.repoRoot)) return html;
    try {
      const rendered = await renderCustomerPage(request.url, request.hostname, keptEmail);
      return rendered ? withRenderedPage(html, rendered.page, rendered.styles) : html;
    } catch (error) {
      request.log.error({ err: error }, 'customer page: server rendering failed');
      return html;
    }
  }

  await app.register(fastifyStatic, { ...staticOptions, root: shellDist, prefix: '/' });
  await app.register(fastifyStatic, {
    ...staticOptions,
    root: customerSiteDist,
    prefix: CUSTOMER_SITE_PREFIX,
  });
  for (const [name, folder] of Object.entries(REMOTE_FOLDERS)) {
    await app.register(fastifyStatic, {
      ...staticOptions,
      root: path.join(options.repoRoot, folder, 'dist'),
      prefix: `${REMOTES_PREFIX}/${name}/`,
    });
  }

  app.get(`${RELEASES_PREFIX}/:remote/:id/*`, (request, reply) =>
    replyReleaseFile(request as ReleaseFileRequest, reply, options),
  );

  const currentManifest = async () =>
    remotesManifest(options.remotesManifestFile, await options.activeReleases(), options.repoRoot);

  app.get(REMOTES_MANIFEST_PATH, async (_request, reply) => {
    const manifest = await currentManifest();
    return reply
      .header('cache-control', REVALIDATE)
      .header(...NOSNIFF)
      .send(manifest);
  });

  /** A page address answers its site's page: the shell routes in the browser. */
  async function replyPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const site = siteOf(request);
    const urlPath = request.url.split('?')[0] ?? '/';
    if (site === 'staff' && CUSTOMER_PAGE_SEGMENTS.has(urlPath.split('/')[1] ?? '')) {
      const origin = customerOriginFor(request, options);
      if (origin === null) {
        return reply.code(400).type('text/plain; charset=utf-8').send(NO_CUSTOMER_ORIGIN);
      }
      return reply.redirect(`${origin}${request.url}`, 302);
    }
    const dist = site === 'customer' ? customerSiteDist : shellDist;
    const html = await readFile(path.join(dist, 'index.html'), 'utf8').catch(() => null);
    const manifest = await currentManifest();
    reply
      .header('cache-control', REVALIDATE)
      .header('content-security-policy', pagePolicy(site, remoteOrigins(manifest)))
      .type('text/html; charset=utf-8');
    if (html === null) {
      // A deploy may be copying the build in: like every 503, worth a retry (Retry-After).
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(NOT_BUILT_PAGE);
    }
    return reply.send(
      site === 'customer' ? await customerPage(request, reply, html, manifest) : html,
    );
  }

  // Pages are answered before the static files are looked at: a page address is never a
  // file, and one the file server refuses (`/status-track/%00`) is still a page, whose
  // customer screen answers an unreadable id like an unknown order.
  app.addHook('onRequest', async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (!isApiPath(urlPath) && isPagePath(request.method, urlPath))
      return replyPage(request, reply);
  });

  // GET /api/<unknown> lands here through the shell's catch-all static route.
  app.setNotFoundHandler(replyNotFound);
}

/** The 404 of a path nothing answers: the envelope for an API path, plain text otherwise. */
export async function replyNotFound(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const urlPath = request.url.split('?')[0] ?? '/';
  if (isApiPath(urlPath)) return replyApiNotFound(request, reply);
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}

type ReleaseFileRequest = FastifyRequest<{ Params: { remote: string; id: string; '*': string } }>;

/**
 * A file of a published release, from whichever store holds it: everything in a release is
 * named by the release, so kept for a year, but for its manifests (docs/decisions.md, "Open
 * pages during a deploy"); sent precompressed when the browser accepts it, like the dist/ files.
 */
async function replyReleaseFile(
  request: ReleaseFileRequest,
  reply: FastifyReply,
  options: FrontEndsOptions,
): Promise<FastifyReply> {
  const { remote, id, '*': file } = request.params;
  const servable =
    remote in REMOTE_FOLDERS &&
    isReleaseId(id) &&
    file.split('/').every(isSafeFileName) &&
    servedAsFile(file) &&
    (options.serveSourceMaps || !isSourceMap(file));
  const opened = servable
    ? await options.releases.open(remote, id, file, acceptedEncodings(request))
    : null;
  if (!opened) {
    reply.callNotFound();
    return reply;
  }
  reply
    .header(
      'cache-control',
      RELEASE_MANIFESTS.has(path.posix.basename(file)) ? REVALIDATE : KEEP_FOREVER,
    )
    .header(...NOSNIFF)
    .header('vary', 'accept-encoding')
    .type(releaseFileType(file));
  if (opened.etag) {
    reply.header('etag', opened.etag);
    if (request.headers['if-none-match'] === opened.etag) {
      opened.stream.destroy();
      return reply.code(304).send();
    }
  }
  if (opened.encoding) reply.header('content-encoding', opened.encoding);
  return reply.header('content-length', opened.size).send(opened.stream);
}

/** The precompressed copies the browser takes, ours preferred: brotli, then gzip. */
function acceptedEncodings(request: FastifyRequest): ReleaseEncoding[] {
  const accepted = new Set(
    (request.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  return (['br', 'gzip'] as const).filter((encoding) => accepted.has(encoding));
}

/** Static files are files: not a page (pages carry their site's policy), not a folder. */
function servedAsFile(pathName: string): boolean {
  return !/(\.html|\/)$/.test(pathName);
}

/** Source maps carry the apps' source: browsers get them only with SERVE_SOURCE_MAPS. */
function isSourceMap(pathName: string): boolean {
  return pathName.endsWith('.map');
}

/** By the name of the file served, whether the original or its precompressed sibling. */
export function cacheControlFor(servedName: string): string {
  const fileName = servedName.replace(PRECOMPRESSED_SUFFIX, '');
  if (fileName === ICON) return KEEP_A_DAY;
  return !STABLE_NAMES.has(fileName) && CONTENT_HASHED.test(fileName) ? KEEP_FOREVER : REVALIDATE;
}

/** A browser navigation the shell should answer: not a remote's file, not a file at all. */
export function isPagePath(method: string, urlPath: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (
    urlPath === METRICS_PATH ||
    urlPath.startsWith(`${REMOTES_PREFIX}/`) ||
    urlPath.startsWith(`${RELEASES_PREFIX}/`) ||
    urlPath.startsWith(CUSTOMER_SITE_PREFIX)
  ) {
    return false;
  }
  const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * Where the shell loads each remote's manifest from: the active release (with each way it does
 * not fit the current build of its host, which then refuses it), else the built dist/;
 * REMOTES_MANIFEST entries win over both.
 */
export async function remotesManifest(
  overrideFile: string | null,
  active: Map<string, ActiveRelease>,
  repoRoot: string,
): Promise<Partial<RemotesManifest>> {
  const manifest: Record<string, RemotesManifest[keyof RemotesManifest]> = {};
  for (const name of Object.keys(REMOTE_FOLDERS) as RemoteName[]) {
    manifest[name] = releasedEntry(name, active.get(name), repoRoot);
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

/** A remote's entry: its active release (its files gone: its address all the same), else its dist/. */
function releasedEntry(
  name: RemoteName,
  active: ActiveRelease | undefined,
  repoRoot: string,
): RemotesManifest[keyof RemotesManifest] {
  if (!active) return `${REMOTES_PREFIX}/${name}/mf-manifest.json`;
  const entry = `${RELEASES_PREFIX}/${name}/${active.id}/mf-manifest.json`;
  const { metadata } = active;
  return metadata
    ? {
        entry,
        release: { id: active.id, problems: releaseProblems(repoRoot, name, metadata) },
      }
    : entry;
}

/** Origins of remotes hosted elsewhere: pages may load their scripts and manifests. */
function remoteOrigins(manifest: Partial<RemotesManifest>): string[] {
  return Object.values(manifest).flatMap((value) => {
    const entry = remoteEntryUrl(value);
    return /^https?:\/\//i.test(entry) ? [new URL(entry).origin] : [];
  });
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
