import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { SERVER_NODE_ARGS } from '../../../scripts/serverProcess.cjs';
import { makeTempDir } from '../helpers/testApp';

describe('starting the server on a shared database', () => {
  it('refuses DATABASE_URL without JWT_SECRET: one line naming JWT_SECRET, exit 1', () => {
    const dataDir = makeTempDir();
    try {
      const started = spawnSync(process.execPath, SERVER_NODE_ARGS, {
        encoding: 'utf8',
        timeout: 30_000,
        env: {
          PATH: process.env.PATH,
          DATA_DIR: dataDir,
          PORT: '0',
          CUSTOMER_PORT: '0',
          // Refused before anything connects: nothing needs to listen here.
          DATABASE_URL: 'postgres://portal:secret@127.0.0.1:1/portal',
        },
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toMatch(
        /^Configuration error: JWT_SECRET must be set when DATABASE_URL is set: [^\n]+\n$/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
