import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../src/lib/configError';
import { loadConfig, parseTtl, REPO_ROOT } from '../src/config';
import { makeTempDir } from './helpers/testApp';

describe('loadConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'development',
      logLevel: 'info',
      dataDir: dir,
      databaseFile: path.join(dir, 'portal.sqlite'),
      jwtTtlSeconds: 30 * 60,
      sessionMaxAgeSeconds: 12 * 3600,
      seedDemoData: true,
      repoRoot: REPO_ROOT,
      remotesManifestFile: null,
      drainTimeoutMs: 10_000,
    });
    expect(path.basename(REPO_ROOT)).not.toBe('api');
  });

  it('links mails to the customer site: this machine’s customer port, or CUSTOMER_ORIGIN', () => {
    expect(loadConfig({ DATA_DIR: dir, PORT: '9000' }).mail.siteUrl).toBe('http://localhost:9001');
    expect(loadConfig({ DATA_DIR: dir, CUSTOMER_PORT: '9100' }).mail.siteUrl).toBe(
      'http://localhost:9100',
    );
    const behindProxy = loadConfig({
      DATA_DIR: dir,
      CUSTOMER_ORIGIN: 'https://track.example.com/',
    });
    expect(behindProxy.mail.siteUrl).toBe('https://track.example.com');
    expect(behindProxy.customerOrigin).toBe(behindProxy.mail.siteUrl);
  });

  it('sweeps orphaned documents at once on SQLite, after 15 minutes on PostgreSQL, or after ORPHAN_MIN_AGE', () => {
    const postgres = 'postgres://user:password@127.0.0.1:5432/portal';
    expect(loadConfig({ DATA_DIR: dir }).orphanMinAgeMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: postgres }).orphanMinAgeMs).toBe(900_000);
    expect(
      loadConfig({ DATA_DIR: dir, DATABASE_URL: postgres, ORPHAN_MIN_AGE: '0' }).orphanMinAgeMs,
    ).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, ORPHAN_MIN_AGE: '1h' }).orphanMinAgeMs).toBe(3_600_000);
  });

  it('refuses an ORPHAN_MIN_AGE shorter than a request may take: an upload in flight would lose its document', () => {
    expect(() => loadConfig({ DATA_DIR: dir, ORPHAN_MIN_AGE: '30s' })).toThrow(
      'ORPHAN_MIN_AGE must be 0 or at least 120 seconds, a request\'s time limit: a younger document may belong to an upload still in flight, got "30s".',
    );
    expect(loadConfig({ DATA_DIR: dir, ORPHAN_MIN_AGE: '2m' }).orphanMinAgeMs).toBe(120_000);
  });

  it('reads DRAIN_TIMEOUT as a duration and names a bad one', () => {
    expect(loadConfig({ DATA_DIR: dir, DRAIN_TIMEOUT: '30s' }).drainTimeoutMs).toBe(30_000);
    expect(() => loadConfig({ DATA_DIR: dir, DRAIN_TIMEOUT: 'soon' })).toThrow(
      'DRAIN_TIMEOUT must look like 12h, 30m, 7d or a number of seconds, got "soon".',
    );
  });

  it('reads DATABASE_WORK_MEM as a PostgreSQL memory size and names a bad one', () => {
    const postgres = { DATA_DIR: dir, DATABASE_URL: 'postgres://user:password@127.0.0.1/portal' };
    expect(loadConfig(postgres).database).not.toHaveProperty('workMem');
    expect(loadConfig({ ...postgres, DATABASE_WORK_MEM: ' 64MB ' }).database).toMatchObject({
      workMem: '64MB',
    });
    for (const bad of ['16', '16mb', '16 MB', '32kB', '4096GB', 'lots']) {
      expect(() => loadConfig({ ...postgres, DATABASE_WORK_MEM: bad })).toThrow(
        `DATABASE_WORK_MEM must be a PostgreSQL memory size from 64kB to 2047GB, such as 16MB or 65536kB, got "${bad}".`,
      );
    }
  });

  it('bounds each staff call: database time limits and calls under way per member', () => {
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      databaseTimeouts: { statementMs: 10_000, lockMs: 5_000 },
      staffCallsPerMember: 8,
    });
    const set = loadConfig({
      DATA_DIR: dir,
      DATABASE_STATEMENT_TIMEOUT: '30s',
      DATABASE_LOCK_TIMEOUT: '2',
      STAFF_CONCURRENT_CALLS: '4',
    });
    expect(set).toMatchObject({
      databaseTimeouts: { statementMs: 30_000, lockMs: 2_000 },
      staffCallsPerMember: 4,
    });
  });

  it('makes a JWT secret once, private to the owner, and keeps it', () => {
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('names a data folder it cannot write, instead of failing later with a raw error', () => {
    const readOnly = path.join(dir, 'read-only');
    mkdirSync(readOnly);
    makeReadOnly(readOnly);
    try {
      const start = () =>
        loadConfig({ DATA_DIR: readOnly, JWT_SECRET: 'a secret that is long enough for HS256' });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(
        new RegExp(`^DATA_DIR ${readOnly} cannot be written \\((EACCES|EPERM|EROFS)\\)`),
      );
    } finally {
      makeWritable(readOnly);
    }
  });

  it('lets the loopback read /metrics by default, else the addresses METRICS_ALLOW lists', () => {
    expect(loadConfig({ DATA_DIR: dir }).metricsAllow).toEqual(['127.0.0.0/8', '::1']);
    expect(
      loadConfig({ DATA_DIR: dir, METRICS_ALLOW: '10.2.0.5, 10.3.0.0/16,fd00::/8' }).metricsAllow,
    ).toEqual(['10.2.0.5', '10.3.0.0/16', 'fd00::/8']);
  });

  it('takes JWT_SECRET when set, but not a short one', () => {
    const secret = 'a'.repeat(32);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'short' })).toThrow(ConfigError);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ JWT_TTL: 'soon' }, /JWT_TTL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ SEED_DEMO_DATA: 'maybe' }, /SEED_DEMO_DATA/],
    [{ REMOTES_MANIFEST: '/no/such/file.json' }, /REMOTES_MANIFEST/],
    [{ DATABASE_STATEMENT_TIMEOUT: '0' }, /DATABASE_STATEMENT_TIMEOUT must look like/],
    [{ DATABASE_LOCK_TIMEOUT: 'never' }, /DATABASE_LOCK_TIMEOUT must look like/],
    [{ STAFF_CONCURRENT_CALLS: '0' }, /STAFF_CONCURRENT_CALLS must be a whole number/],
    [{ METRICS_ALLOW: 'prometheus.internal' }, /METRICS_ALLOW/],
    [{ METRICS_ALLOW: '10.0.0.0/33' }, /METRICS_ALLOW/],
    [{ METRICS_ALLOW: 'loopback' }, /METRICS_ALLOW/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(message);
  });

  it.each([
    ['90', 90],
    ['90s', 90],
    ['30m', 1800],
    ['12h', 43200],
    ['7d', 604800],
  ])('reads JWT_TTL %s as %i seconds', (value, seconds) => {
    expect(parseTtl(value)).toBe(seconds);
  });
});

/**
 * Permission bits do not stop root: as root the folder is made immutable instead (chattr,
 * which ext4 and most local file systems support).
 */
function makeReadOnly(folder: string): void {
  chmodSync(folder, 0o500);
  if (process.getuid?.() === 0) execFileSync('chattr', ['+i', folder]);
}

function makeWritable(folder: string): void {
  if (process.getuid?.() === 0) execFileSync('chattr', ['-i', folder]);
  chmodSync(folder, 0o700);
}
