import { readdirSync, renameSync } from 'node:fs';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import {
  MESSAGE_DATABASE_DOWN,
  MESSAGE_DRAINING,
  MESSAGE_STORAGE_DOWN,
} from '../../../src/lifecycle/readiness';
import { callRoute, envelopeOf } from '../../helpers/callRoute';
import { logLines } from '../../helpers/logLines';
import { createTestApp, type TestApp } from '../../helpers/testApp';

/** Health and readiness as a load balancer sees them (docs/deployment.md#health-checks). */
describe('GET /api/health and GET /api/ready', () => {
  let t: TestApp;
  const log = logLines();
  beforeEach(async () => {
    log.lines.length = 0;
    t = await createTestApp({ env: { LOG_LEVEL: 'warn' }, logStream: log.stream });
  });
  afterEach(() => t.close());

  it('both answer 200 without a session while the instance serves', async () => {
    for (const route of [API_ROUTES.health, API_ROUTES.ready]) {
      const response = await callRoute(t.app, route, null);
      expect(response.statusCode).toBe(200);
      expect(envelopeOf(response)).toMatchObject({ status: 1, data: null });
    }
    // The probe of the data folder leaves no file of its own behind.
    expect(readdirSync(t.config.dataDir).filter((name) => name.startsWith('.ready-'))).toEqual([]);
  });

  it('ready answers 503 in the envelope once the instance drains; health stays 200', async () => {
    await t.app.lifecycle.drain(t.app.server);
    const ready = await callRoute(t.app, API_ROUTES.ready, null);
    expect(ready.statusCode).toBe(503);
    expect(envelopeOf(ready)).toMatchObject({ status: 0, message: MESSAGE_DRAINING });
    expect((await callRoute(t.app, API_ROUTES.health, null)).statusCode).toBe(200);
  });

  it('ready answers 503 naming the database when it does not answer, without its details', async () => {
    await t.app.db.destroy();
    const ready = await callRoute(t.app, API_ROUTES.ready, null);
    expect(ready.statusCode).toBe(503);
    expect(envelopeOf(ready)).toMatchObject({ status: 0, message: MESSAGE_DATABASE_DOWN });
    expect((await callRoute(t.app, API_ROUTES.health, null)).statusCode).toBe(200);
    // The operator's log says which dependency failed.
    const warnings = log.lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(warnings).toContainEqual(
      expect.objectContaining({ level: 40, msg: `not ready: ${MESSAGE_DATABASE_DOWN}` }),
    );
  });

  it('ready answers 503 naming the document storage when it is gone while the database answers', async () => {
    const away = `${t.config.dataDir}.away`;
    renameSync(t.config.dataDir, away);
    try {
      const ready = await callRoute(t.app, API_ROUTES.ready, null);
      expect(ready.statusCode).toBe(503);
      expect(envelopeOf(ready)).toMatchObject({ status: 0, message: MESSAGE_STORAGE_DOWN });
    } finally {
      renameSync(away, t.config.dataDir);
    }
  });
});
