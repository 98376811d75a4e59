import { rmSync } from 'node:fs';
import { loadConfig } from '../../src/config';
import { makeTempDir } from '../helpers/testApp';

describe('security settings', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('defaults: 30 minutes idle, 12 hours at most, 5 failures per e-mail and 20 per client in 15 minutes lock for 15 minutes', () => {
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      jwtTtlSeconds: 30 * 60,
      sessionMaxAgeSeconds: 12 * 3600,
      loginLock: {
        maxFailuresPerEmail: 5,
        maxFailuresPerIp: 20,
        windowSeconds: 15 * 60,
        lockSeconds: 15 * 60,
      },
      trustProxy: false,
      jwtSecretGenerated: true,
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      JWT_TTL: '10m',
      SESSION_MAX_AGE: '8h',
      LOGIN_MAX_FAILURES: '3',
      LOGIN_MAX_FAILURES_PER_IP: '50',
      LOGIN_FAILURE_WINDOW: '1h',
      LOGIN_LOCK_DURATION: '30m',
      TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback',
    });
    expect(config).toMatchObject({
      jwtTtlSeconds: 600,
      sessionMaxAgeSeconds: 8 * 3600,
      loginLock: {
        maxFailuresPerEmail: 3,
        maxFailuresPerIp: 50,
        windowSeconds: 3600,
        lockSeconds: 1800,
      },
      trustProxy: ['10.0.0.5', '10.1.0.0/16', 'loopback'],
    });
  });

  it.each([
    [
      { SESSION_MAX_AGE: '10m', JWT_TTL: '30m' },
      'SESSION_MAX_AGE must not be shorter than JWT_TTL.',
    ],
    [{ LOGIN_MAX_FAILURES: '0' }, /LOGIN_MAX_FAILURES/],
    [{ LOGIN_MAX_FAILURES_PER_IP: 'many' }, /LOGIN_MAX_FAILURES_PER_IP/],
    [{ LOGIN_FAILURE_WINDOW: 'a while' }, /LOGIN_FAILURE_WINDOW/],
    [{ LOGIN_LOCK_DURATION: '-5m' }, /LOGIN_LOCK_DURATION/],
    [{ TRUST_PROXY: 'yes please' }, /TRUST_PROXY/],
    // Both would believe an address the client wrote itself.
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must be false or the addresses\/CIDRs/],
    [{ TRUST_PROXY: '1' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
  ])('refuses %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(message);
  });
});
