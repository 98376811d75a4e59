import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the server reads from the environment, checked once at start. */
export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: string;
  logLevel: string;
  dataDir: string;
  databaseFile: string;
  jwtSecret: string;
  jwtTtlSeconds: number;
  /** Seed the demo staff and orders when the database is empty at start. */
  seedDemoData: boolean;
  /** The front ends are served from <repoRoot>/shell/dist and <repoRoot>/remote-<x>/dist. */
  repoRoot: string;
  /** A JSON file whose entries replace those of the built-in remotes manifest. */
  remotesManifestFile: string | null;
}

export class ConfigError extends Error {}

/** api/src or api/dist: the repository is two folders up either way. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const JWT_SECRET_FILE = 'jwt-secret';
/** HS256 wants a key at least as long as its 256-bit hash. */
const MIN_JWT_SECRET_LENGTH = 32;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'data'));
  const remotesManifest = env.REMOTES_MANIFEST ? path.resolve(env.REMOTES_MANIFEST) : null;
  if (remotesManifest && !existsSync(remotesManifest)) {
    throw new ConfigError(`REMOTES_MANIFEST points to ${remotesManifest}, which does not exist.`);
  }
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    nodeEnv: env.NODE_ENV || 'development',
    logLevel: parseLogLevel(env.LOG_LEVEL),
    dataDir,
    databaseFile: path.join(dataDir, 'portal.sqlite'),
    jwtSecret: env.JWT_SECRET ? checkSecret(env.JWT_SECRET) : persistedDevSecret(dataDir),
    jwtTtlSeconds: parseTtl(env.JWT_TTL || '12h'),
    seedDemoData: parseBoolean('SEED_DEMO_DATA', env.SEED_DEMO_DATA, true),
    repoRoot: REPO_ROOT,
    remotesManifestFile: remotesManifest,
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

function parseLogLevel(value: string | undefined): string {
  if (!value) return 'info';
  if (!LOG_LEVELS.includes(value)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}".`);
  }
  return value;
}

/** '12h', '30m', '7d', '90s' or a plain number of seconds. */
export function parseTtl(value: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  const seconds = match ? Number(match[1]) * (TTL_UNITS[match[2] || 's'] ?? 1) : 0;
  if (seconds <= 0) {
    throw new ConfigError(
      `JWT_TTL must look like 12h, 30m, 7d or a number of seconds, got "${value}".`,
    );
  }
  return seconds;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${value}".`);
}

function checkSecret(secret: string): string {
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long.`);
  }
  return secret;
}

/** Without JWT_SECRET a random secret is made once and kept, so sessions survive restarts. */
function persistedDevSecret(dataDir: string): string {
  const file = path.join(dataDir, JWT_SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return checkSecret(readFileSync(file, 'utf8').trim());
}
