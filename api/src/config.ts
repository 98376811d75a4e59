import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { FIRST_BRAND_DOMAINS, SECOND_BRAND_DOMAINS } from '@portal/shared/brands/brandDomains';
import type { DatabaseTarget, DatabaseTimeouts, Dialect } from './db/database';
import { ConfigError } from './lib/configError';
import type { StorageTarget } from './storage/createDocumentStore';
import { ORPHAN_MIN_AGE_MS } from './storage/orphanSweep';
import { loadMailConfig, type MailConfig } from './mail/mailConfig';
import type { LoginLockPolicy } from './security/loginThrottle';
import { makePrivateFolder, PRIVATE_FILE } from './storage/privateFiles';
import { DEFAULT_METRICS_ALLOW, isAddressOrRange } from './metrics/metricsAccess';

/** Everything the server reads from the environment, checked once at start. */
export interface AppConfig {
  port: number;
  /** Port of the customer site: customer pages answer only there, on an origin of their own. */
  customerPort: number;
  /** The customer site's public origin, where the staff site sends customer links; null: same host, customerPort. */
  customerOrigin: string | null;
  /** Strict-Transport-Security max-age on answers to HTTPS requests; 0 sends none. */
  hstsMaxAgeSeconds: number;
  host: string;
  nodeEnv: string;
  logLevel: string;
  dataDir: string;
  /** The SQLite file, used when DATABASE_URL names no PostgreSQL server. */
  databaseFile: string;
  /** The database the server runs on: `database` (SQLite file) or DATABASE_URL. */
  database: DatabaseTarget;
  /** PostgreSQL: how long one statement of the server may run, and wait for a lock. */
  databaseTimeouts: DatabaseTimeouts;
  /** Staff calls one member may have under way at once on an instance (plugins/memberConcurrency). */
  staffCallsPerMember: number;
  /** Where documents are kept: DATA_DIR's folder, or the S3_BUCKET bucket. */
  storage: StorageTarget;
  /** The start-up sweep removes documents no row names once they are this old (storage/orphanSweep). */
  orphanMinAgeMs: number;
  jwtSecret: string;
  /** JWT_SECRET was not set: the secret was generated into DATA_DIR (refused in production). */
  jwtSecretGenerated: boolean;
  /** Idle limit: a token lives this long; the shell refreshes it while the user is active. */
  jwtTtlSeconds: number;
  /** Absolute limit: no refresh keeps a session alive longer than this after its sign-in. */
  sessionMaxAgeSeconds: number;
  /** Sign-in lockout per e-mail and per client IP (security/loginThrottle). */
  loginLock: LoginLockPolicy;
  /**
   * The reverse proxies whose X-Forwarded-For entries are believed (rate limits, lockout):
   * false for none, else their addresses/CIDRs. The client IP is then the address the
   * nearest trusted proxy saw, never one the client wrote itself.
   */
  trustProxy: TrustedProxies;
  /** The addresses/CIDRs that may read /metrics, connecting directly (metrics/metricsAccess). */
  metricsAllow: string[];
  /** How long a client may take to send a request or sit idle (docs/security.md). */
  httpTimeouts: HttpTimeouts;
  /** On SIGTERM, how long requests in flight may take to finish (docs/deployment.md#graceful-shutdown). */
  drainTimeoutMs: number;
  /** Seed the demo staff and orders when the database is empty at start. */
  seedDemoData: boolean;
  /** Requests one client (IP) may make to each customer (/front) call per window. */
  frontRateLimit: { max: number; windowSeconds: number };
  /** The front ends are served from <repoRoot>/shell/dist and <repoRoot>/remote-<x>/dist. */
  repoRoot: string;
  /** A JSON file whose entries replace those of the built-in remotes manifest. */
  remotesManifestFile: string | null;
  /** Serve the front ends' source maps (SERVE_SOURCE_MAPS): off, they stay in the build only. */
  serveSourceMaps: boolean;
  /** Where remote releases are published and served from (docs/architecture.md, "Releases and deploys"). */
  releasesDir: string;
  /** The pipeline credential that may switch releases and nothing else; null: none accepted. */
  deployToken: string | null;
  /** The sites whose payment gateways Change Gateway sets (is_secondary_domain 0 and 1). */
  primaryDomain: string;
  secondaryDomain: string;
  /** Mail providers, sender and links (see mail/mailConfig). */
  mail: MailConfig;
}

export type TrustedProxies = false | string[];

export interface HttpTimeouts {
  /** A request's headers must all arrive within this. */
  headersMs: number;
  /** A whole request, a 10 MB upload included, must arrive within this. */
  requestMs: number;
  /** A connection with no byte either way for this long is closed; above the live-update heartbeat. */
  idleMs: number;
  /** An idle keep-alive connection between two requests is closed after this. */
  keepAliveMs: number;
}

/** Slow clients cannot hold connections: docs/security.md, "Slow clients". */
export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 120_000,
  idleMs: 60_000,
  keepAliveMs: 10_000,
};

/** api/src or api/dist: the repository is two folders up either way. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const JWT_SECRET_FILE = 'jwt-secret';
/** HS256 wants a key at least as long as its 256-bit hash. */
const MIN_JWT_SECRET_LENGTH = 32;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'data'));
  assertWritableFolder(dataDir);
  const remotesManifest = env.REMOTES_MANIFEST ? path.resolve(env.REMOTES_MANIFEST) : null;
  if (remotesManifest && !existsSync(remotesManifest)) {
    throw new ConfigError(`REMOTES_MANIFEST points to ${remotesManifest}, which does not exist.`);
  }
  const port = parsePort(env.PORT);
  const nodeEnv = env.NODE_ENV || 'development';
  const jwtTtlSeconds = parseTtl(env.JWT_TTL || '30m');
  const databaseFile = path.join(dataDir, 'portal.sqlite');
  const customerPort = parseCustomerPort(env.CUSTOMER_PORT, port);
  const customerOrigin = env.CUSTOMER_ORIGIN
    ? parseOrigin('CUSTOMER_ORIGIN', env.CUSTOMER_ORIGIN)
    : null;
  return {
    port,
    customerPort,
    customerOrigin,
    hstsMaxAgeSeconds:
      env.HSTS_MAX_AGE === '0' ? 0 : parseTtl(env.HSTS_MAX_AGE || '365d', 'HSTS_MAX_AGE'),
    host: env.HOST || '0.0.0.0',
    nodeEnv,
    logLevel: parseLogLevel(env.LOG_LEVEL),
    dataDir,
    databaseFile,
    database: parseDatabase(env, databaseFile),
    databaseTimeouts: {
      statementMs:
        parseTtl(env.DATABASE_STATEMENT_TIMEOUT || '10s', 'DATABASE_STATEMENT_TIMEOUT') * 1000,
      lockMs: parseTtl(env.DATABASE_LOCK_TIMEOUT || '5s', 'DATABASE_LOCK_TIMEOUT') * 1000,
    },
    staffCallsPerMember: parseCount('STAFF_CONCURRENT_CALLS', env.STAFF_CONCURRENT_CALLS, 8),
    storage: parseStorage(env, dataDir),
    orphanMinAgeMs: parseOrphanMinAge(env.ORPHAN_MIN_AGE, env.DATABASE_URL ? 'postgres' : 'sqlite'),
    jwtSecret: env.JWT_SECRET ? checkSecret(env.JWT_SECRET) : persistedDevSecret(dataDir),
    jwtSecretGenerated: !env.JWT_SECRET,
    jwtTtlSeconds,
    sessionMaxAgeSeconds: parseSessionMaxAge(env.SESSION_MAX_AGE, jwtTtlSeconds),
    loginLock: {
      maxFailuresPerEmail: parseCount('LOGIN_MAX_FAILURES', env.LOGIN_MAX_FAILURES, 5),
      maxFailuresPerIp: parseCount('LOGIN_MAX_FAILURES_PER_IP', env.LOGIN_MAX_FAILURES_PER_IP, 20),
      windowSeconds: parseTtl(env.LOGIN_FAILURE_WINDOW || '15m', 'LOGIN_FAILURE_WINDOW'),
      lockSeconds: parseTtl(env.LOGIN_LOCK_DURATION || '15m', 'LOGIN_LOCK_DURATION'),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsAllow: parseMetricsAllow(env.METRICS_ALLOW),
    httpTimeouts: HTTP_TIMEOUTS,
    drainTimeoutMs: parseTtl(env.DRAIN_TIMEOUT || '10s', 'DRAIN_TIMEOUT') * 1000,
    // Demo accounts share a published password: never by default in production.
    seedDemoData: parseBoolean('SEED_DEMO_DATA', env.SEED_DEMO_DATA, nodeEnv !== 'production'),
    frontRateLimit: {
      max: parseCount('FRONT_RATE_LIMIT_MAX', env.FRONT_RATE_LIMIT_MAX, 30),
      windowSeconds: parseTtl(env.FRONT_RATE_LIMIT_WINDOW || '1m', 'FRONT_RATE_LIMIT_WINDOW'),
    },
    repoRoot: REPO_ROOT,
    remotesManifestFile: remotesManifest,
    serveSourceMaps: parseBoolean('SERVE_SOURCE_MAPS', env.SERVE_SOURCE_MAPS, false),
    releasesDir: path.resolve(env.RELEASES_DIR || path.join(dataDir, 'releases')),
    deployToken: env.DEPLOY_TOKEN ? checkLength('DEPLOY_TOKEN', env.DEPLOY_TOKEN) : null,
    primaryDomain: parseDomain('PRIMARY_DOMAIN', env.PRIMARY_DOMAIN, FIRST_BRAND_DOMAINS[0]),
    secondaryDomain: parseDomain('SECONDARY_DOMAIN', env.SECONDARY_DOMAIN, SECOND_BRAND_DOMAINS[0]),
    // With no request to name a host, mails link to this machine's customer site.
    mail: loadMailConfig(env, dataDir, customerOrigin ?? `http://localhost:${customerPort}`),
  };
}

const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function parseDomain(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  const domain = value.trim().toLowerCase();
  if (!DOMAIN_PATTERN.test(domain)) {
    throw new ConfigError(`${name} must be a domain name such as example.com, got "${value}".`);
  }
  return domain;
}

/**
 * Threads reading a SQLite database by default (SQLITE_READERS, docs/architecture.md,
 * "SQLite reads off the event loop"): one per core but the one the event loop needs, at
 * least one. With a reader on every core a flood of maximal pages kept the loop from a core
 * and health waited (docs/benchmarks.md, "Bounded work per call"); the loop, which sends
 * every page, is what limits how many pages are answered, so the reader it gives up costs
 * little.
 */
export const DEFAULT_SQLITE_READERS = Math.max(1, availableParallelism() - 1);

/** Default connections per API instance: enough for the queue pages' parallel queries. */
const DEFAULT_POOL_SIZE = 10;

function parseDatabase(env: NodeJS.ProcessEnv, databaseFile: string): DatabaseTarget {
  const url = env.DATABASE_URL;
  if (!url) {
    const readers = parseCount('SQLITE_READERS', env.SQLITE_READERS, DEFAULT_SQLITE_READERS);
    return { dialect: 'sqlite', file: databaseFile, readers };
  }
  if (!/^postgres(ql)?:\/\/[^/]+/.test(url)) {
    throw new ConfigError(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/portal.',
    );
  }
  const poolSize = parseCount('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, DEFAULT_POOL_SIZE);
  const workMem = env.DATABASE_WORK_MEM ? parseWorkMem(env.DATABASE_WORK_MEM) : undefined;
  return { dialect: 'postgres', url, poolSize, ...(workMem && { workMem }) };
}

/** The work_mem PostgreSQL accepts, in kB. */
const MIN_WORK_MEM_KB = 64;
const MAX_WORK_MEM_KB = 2 ** 31 - 1;
const WORK_MEM_UNITS_KB = { kB: 1, MB: 1024, GB: 1024 * 1024 };

/**
 * DATABASE_WORK_MEM as PostgreSQL writes a memory size (`16MB`): checked here, so a wrong one
 * stops the start with its name rather than failing every connection as it opens.
 */
function parseWorkMem(value: string): string {
  const match = /^(\d+)(kB|MB|GB)$/.exec(value.trim());
  const unit = match?.[2] as keyof typeof WORK_MEM_UNITS_KB | undefined;
  const kB = match && unit ? Number(match[1]) * WORK_MEM_UNITS_KB[unit] : NaN;
  if (!match || !unit || !(kB >= MIN_WORK_MEM_KB && kB <= MAX_WORK_MEM_KB)) {
    throw new ConfigError(
      `DATABASE_WORK_MEM must be a PostgreSQL memory size from 64kB to 2047GB, such as 16MB or 65536kB, got "${value}".`,
    );
  }
  return `${match[1]}${unit}`;
}

/**
 * A minimum age lets the sweep run beside requests: it must outlast a request's time limit,
 * or the document of an upload still in flight would look orphaned and be removed.
 */
function parseOrphanMinAge(value: string | undefined, dialect: Dialect): number {
  if (value === undefined || value === '') return ORPHAN_MIN_AGE_MS[dialect];
  if (value.trim() === '0') return 0;
  const ms = parseTtl(value, 'ORPHAN_MIN_AGE') * 1000;
  if (ms < HTTP_TIMEOUTS.requestMs) {
    throw new ConfigError(
      `ORPHAN_MIN_AGE must be 0 or at least ${HTTP_TIMEOUTS.requestMs / 1000} seconds, a request's time limit: a younger document may belong to an upload still in flight, got "${value}".`,
    );
  }
  return ms;
}

const S3_VARIABLES = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
];
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** S3_BUCKET picks a bucket for the documents (docs/deployment.md#document-storage). */
function parseStorage(env: NodeJS.ProcessEnv, dataDir: string): StorageTarget {
  const bucket = env.S3_BUCKET;
  if (!bucket) {
    const stray = S3_VARIABLES.filter((name) => env[name]);
    if (stray.length > 0) {
      throw new ConfigError(
        `${stray.join(', ')} set without S3_BUCKET: set S3_BUCKET to keep documents in a bucket, or unset them to keep them in DATA_DIR.`,
      );
    }
    return { kind: 'local', dataDir };
  }
  if (!BUCKET_PATTERN.test(bucket)) {
    throw new ConfigError(
      `S3_BUCKET must be a bucket name such as portal-documents, got "${bucket}".`,
    );
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? '';
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credentials.',
    );
  }
  return {
    kind: 's3',
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT ? parseOrigin('S3_ENDPOINT', env.S3_ENDPOINT) : null,
    forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, false),
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
  };
}

function parsePort(value: string | undefined): number {
  if (!value) return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${value}".`);
  }
  return port;
}

/** By default the port after PORT (a random one when PORT is 0); never PORT itself. */
function parseCustomerPort(value: string | undefined, port: number): number {
  const customerPort = value ? Number(value) : port === 0 ? 0 : port + 1;
  if (!Number.isInteger(customerPort) || customerPort < 0 || customerPort > 65535) {
    throw new ConfigError(`CUSTOMER_PORT must be a whole number from 0 to 65535, got "${value}".`);
  }
  if (customerPort !== 0 && customerPort === port) {
    throw new ConfigError(
      'CUSTOMER_PORT must differ from PORT: customer pages need an origin of their own.',
    );
  }
  return customerPort;
}

function parseOrigin(name: string, value: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (
    !url ||
    !['http:', 'https:'].includes(url.protocol) ||
    url.origin !== value.replace(/\/$/, '')
  ) {
    throw new ConfigError(
      `${name} must be an origin such as https://track.example.com, got "${value}".`,
    );
  }
  return url.origin;
}

function parseLogLevel(value: string | undefined): string {
  if (!value) return 'info';
  if (!LOG_LEVELS.includes(value)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}".`);
  }
  return value;
}

/** '12h', '30m', '7d', '90s' or a plain number of seconds. */
export function parseTtl(value: string, name = 'JWT_TTL'): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  const seconds = match ? Number(match[1]) * (TTL_UNITS[match[2] || 's'] ?? 1) : 0;
  if (seconds <= 0) {
    throw new ConfigError(
      `${name} must look like 12h, 30m, 7d or a number of seconds, got "${value}".`,
    );
  }
  return seconds;
}

function parseSessionMaxAge(value: string | undefined, ttlSeconds: number): number {
  const seconds = parseTtl(value || '12h', 'SESSION_MAX_AGE');
  if (seconds < ttlSeconds) {
    throw new ConfigError('SESSION_MAX_AGE must not be shorter than JWT_TTL.');
  }
  return seconds;
}

function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    throw new ConfigError(`${name} must be a whole number of at least 1, got "${value}".`);
  }
  return count;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${value}".`);
}

/** proxy-addr's names for the private ranges a proxy usually sits in. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  return PROXY_RANGE_NAMES.includes(entry) || isAddressOrRange(entry);
}

/** A comma list of the addresses/CIDRs Prometheus scrapes from; the loopback by default. */
function parseMetricsAllow(value: string | undefined): string[] {
  const text = value?.trim() ?? '';
  if (text === '') return [...DEFAULT_METRICS_ALLOW];
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  throw new ConfigError(
    `METRICS_ALLOW must be a comma list of the addresses/CIDRs Prometheus scrapes from (e.g. 127.0.0.1,10.2.0.0/16), got "${value}".`,
  );
}

/**
 * 'false' or a comma list of proxy addresses and CIDRs. 'true' and hop counts are refused:
 * 'true' believes the leftmost X-Forwarded-For entry, which the client writes itself, and
 * Fastify trusts no hop count, since it would believe whoever connects directly
 * (docs/security.md, "Behind a reverse proxy").
 */
function parseTrustProxy(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  throw new ConfigError(
    `TRUST_PROXY must be false or the addresses/CIDRs of the proxies in front of the server (e.g. 10.0.0.5,10.1.0.0/16), got "${value}".`,
  );
}

function checkSecret(secret: string): string {
  return checkLength('JWT_SECRET', secret);
}

function checkLength(name: string, secret: string): string {
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(`${name} must be at least ${MIN_JWT_SECRET_LENGTH} characters long.`);
  }
  return secret;
}

/**
 * Everything the server keeps lives in DATA_DIR: a folder it cannot write would fail later
 * with a raw error from deep inside SQLite or the file system, so it is named at start.
 */
function assertWritableFolder(dataDir: string): void {
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  try {
    makePrivateFolder(dataDir);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError(
      `DATA_DIR ${dataDir} cannot be written (${code}): the server keeps its database, documents and mails there. Make it writable by the user the server runs as, or set DATA_DIR to a folder that is.`,
    );
  }
}

/** Without JWT_SECRET a random secret is made once and kept, so sessions survive restarts. */
function persistedDevSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  if (!existsSync(file)) {
    makePrivateFolder(dataDir);
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), {
        mode: PRIVATE_FILE,
        flag: 'wx',
      });
    } catch (error) {
      // Another process made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return checkSecret(readFileSync(file, 'utf8').trim());
}
