import { rmSync } from 'node:fs';
import { ConfigError } from '../../src/lib/configError';
import { loadConfig } from '../../src/config';
import { hashPassword } from '../../src/lib/passwords';
import {
  assertProductionReady,
  assertSharedJwtSecret,
} from '../../src/security/productionReadiness';
import { createTestApp, makeTempDir, type TestApp } from '../helpers/testApp';

const SECRET = 'a production secret that is long enough for HS256';
const READY = {
  nodeEnv: 'production',
  jwtSecret: SECRET,
  jwtSecretGenerated: false,
  jwtTtlSeconds: 30 * 60,
  sessionMaxAgeSeconds: 12 * 3600,
  seedDemoData: false,
  customerOrigin: 'https://track.example.com',
};

describe('the server refuses to start in production with known secrets or logins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const withoutDemoPasswords = async () => {
    const hash = await hashPassword('a password nobody has published');
    t.sql.prepare("update staff set password_hash = ? where email like '%@demo.test'").run(hash);
  };
  const restoreDemoPasswords = async () => {
    const hash = await hashPassword('demo1234');
    t.sql.prepare("update staff set password_hash = ? where email like '%@demo.test'").run(hash);
  };

  it('starts in development whatever the secret and accounts', async () => {
    const config = {
      ...READY,
      nodeEnv: 'development',
      jwtSecretGenerated: true,
      seedDemoData: true,
    };
    await expect(assertProductionReady(config, t.app.db)).resolves.toBeUndefined();
  });

  it('refuses the demo accounts while they have the demo password, naming each', async () => {
    const refusal = assertProductionReady(READY, t.app.db);
    await expect(refusal).rejects.toThrow(ConfigError);
    await expect(refusal).rejects.toThrow(
      'the demo account admin@demo.test still has the demo password',
    );
    await expect(refusal).rejects.toThrow('nightstaff@demo.test');
  });

  it('starts once the demo passwords are changed or the accounts deleted', async () => {
    await withoutDemoPasswords();
    try {
      await expect(assertProductionReady(READY, t.app.db)).resolves.toBeUndefined();
    } finally {
      await restoreDemoPasswords();
    }
    t.sql
      .prepare("update staff set deleted_at = ? where email like '%@demo.test'")
      .run(new Date().toISOString());
    try {
      await expect(assertProductionReady(READY, t.app.db)).resolves.toBeUndefined();
    } finally {
      t.sql.prepare("update staff set deleted_at = null where email like '%@demo.test'").run();
    }
  });

  it('refuses the generated development secret', async () => {
    await withoutDemoPasswords();
    try {
      await expect(
        assertProductionReady({ ...READY, jwtSecretGenerated: true }, t.app.db),
      ).rejects.toThrow(/JWT_SECRET is not set.*Set JWT_SECRET to a random value/);
    } finally {
      await restoreDemoPasswords();
    }
  });

  it('refuses demo data seeding', async () => {
    await withoutDemoPasswords();
    try {
      await expect(
        assertProductionReady({ ...READY, seedDemoData: true }, t.app.db),
      ).rejects.toThrow('SEED_DEMO_DATA is true');
    } finally {
      await restoreDemoPasswords();
    }
  });

  it.each([
    [
      'a JWT_SECRET of 32 identical characters',
      { jwtSecret: 'x'.repeat(32) },
      'JWT_SECRET has only 1 different characters, so it can be guessed.',
    ],
    [
      'a JWT_SECRET of little variety',
      { jwtSecret: 'abcabcabcabcabcabcabcabcabcabcabcabc' },
      'JWT_SECRET has only 3 different characters, so it can be guessed.',
    ],
    [
      'JWT_TTL=99999d',
      { jwtTtlSeconds: 99_999 * 86_400, sessionMaxAgeSeconds: 99_999 * 86_400 },
      'JWT_TTL is longer than 24h',
    ],
    [
      'SESSION_MAX_AGE=30d',
      { sessionMaxAgeSeconds: 30 * 86_400 },
      'SESSION_MAX_AGE is longer than 7d',
    ],
    [
      'no CUSTOMER_ORIGIN',
      { customerOrigin: null },
      'CUSTOMER_ORIGIN is not set, so the mails would link customers to this machine (localhost).',
    ],
  ])('refuses %s, naming it', async (_, change, message) => {
    await withoutDemoPasswords();
    try {
      await expect(assertProductionReady({ ...READY, ...change }, t.app.db)).rejects.toThrow(
        message,
      );
    } finally {
      await restoreDemoPasswords();
    }
  });

  it('accepts a random hex secret and the longest allowed sessions', async () => {
    await withoutDemoPasswords();
    try {
      const ready = {
        ...READY,
        jwtSecret: '3f9a0c7e1b5d24c8e6a0f9b3d7c1e5a2',
        jwtTtlSeconds: 24 * 3600,
        sessionMaxAgeSeconds: 7 * 86_400,
      };
      await expect(assertProductionReady(ready, t.app.db)).resolves.toBeUndefined();
    } finally {
      await restoreDemoPasswords();
    }
  });

  it('reads the production settings from the environment', () => {
    const dir = t.config.dataDir;
    const generated = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' });
    expect(generated).toMatchObject({ jwtSecretGenerated: true, seedDemoData: false });
    const set = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: SECRET });
    expect(set).toMatchObject({ jwtSecret: SECRET, jwtSecretGenerated: false });
  });

  it('refuses a secret shorter than 32 characters, naming JWT_SECRET', () => {
    expect(() =>
      loadConfig({
        DATA_DIR: t.config.dataDir,
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(31),
      }),
    ).toThrow(new ConfigError('JWT_SECRET must be at least 32 characters long.'));
  });
});

describe('several instances on one database share one JWT_SECRET', () => {
  let dir: string;
  beforeEach(() => {
    dir = makeTempDir();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const DATABASE_URL = 'postgres://portal:secret@db.example:5432/portal';

  it('refuses DATABASE_URL without JWT_SECRET in every mode, naming JWT_SECRET in one line', () => {
    for (const NODE_ENV of ['development', 'production']) {
      const config = loadConfig({ DATA_DIR: dir, DATABASE_URL, NODE_ENV });
      expect(() => assertSharedJwtSecret(config)).toThrow(ConfigError);
      expect(() => assertSharedJwtSecret(config)).toThrow(
        /^JWT_SECRET must be set when DATABASE_URL is set: [^\n]+$/,
      );
    }
  });

  it('starts with DATABASE_URL and JWT_SECRET, and on SQLite with the generated secret', () => {
    expect(() =>
      assertSharedJwtSecret(loadConfig({ DATA_DIR: dir, DATABASE_URL, JWT_SECRET: SECRET })),
    ).not.toThrow();
    expect(() => assertSharedJwtSecret(loadConfig({ DATA_DIR: dir }))).not.toThrow();
  });
});
