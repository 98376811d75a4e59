import { chmodSync, existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase } from '../../src/db/database';
import { writeDocumentAtomically } from '../../src/storage/documentStorage';
import { createTestApp, makeTempDir, type TestApp } from '../helpers/testApp';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('what the server keeps on disk is readable by its own user only', () => {
  let t: TestApp;
  const parent = makeTempDir();
  beforeAll(async () => {
    // A data folder the server creates itself.
    t = await createTestApp({ env: { DATA_DIR: path.join(parent, 'data') } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('makes the data folder 0700 and the database files 0600', () => {
    expect(modeOf(t.config.dataDir)).toBe(0o700);
    for (const file of ['portal.sqlite', 'portal.sqlite-wal', 'portal.sqlite-shm']) {
      expect([file, modeOf(path.join(t.config.dataDir, file))]).toEqual([file, 0o600]);
    }
  });

  it('writes the generated jwt-secret 0600', () => {
    expect(modeOf(path.join(t.config.dataDir, 'jwt-secret'))).toBe(0o600);
  });

  it('writes documents 0600 in a 0700 folder', async () => {
    const file = await writeDocumentAtomically(
      t.config.dataDir,
      7,
      'visa.pdf',
      Buffer.from('%PDF'),
    );
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(path.dirname(file))).toBe(0o700);
  });

  it('makes a world-readable database left by an older version private', async () => {
    const dir = makeTempDir();
    const file = path.join(dir, 'portal.sqlite');
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    const db = createDatabase(file);
    await db.destroy();
    expect(modeOf(file)).toBe(0o600);
    rmSync(dir, { recursive: true, force: true });
  });

  it('makes no file for an in-memory database', async () => {
    const db = createDatabase(':memory:');
    await db.destroy();
    expect(existsSync(path.resolve(':memory:'))).toBe(false);
  });
});
