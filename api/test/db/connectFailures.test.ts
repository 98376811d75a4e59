import { sql, type Kysely } from 'kysely';
import { Counter, Registry } from 'prom-client';
import { CompiledStatement } from '../../src/db/compiledQueries';
import { createDatabase, observeConnectionWaits } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { outsideFault } from '../../src/db/storageErrors';
import { instrumentDatabase } from '../../src/metrics/databaseMetrics';
import { freePort } from '../../../scripts/freePorts.cjs';
import { sampleValue } from '../helpers/prometheusText';

/**
 * A PostgreSQL server that cannot be reached: a port of this machine where nothing listens,
 * so each connection is refused at once, as when the server is down.
 */
describe('a PostgreSQL database whose connections cannot be opened', () => {
  let db: Kysely<Database>;
  beforeEach(async () => {
    const url = `postgres://portal:portal@127.0.0.1:${await freePort()}/portal`;
    db = createDatabase({ dialect: 'postgres', url, poolSize: 2 });
  });
  afterEach(() => db.destroy());

  /** A statement through Kysely, then one compiled once (on the pool's own runner). */
  async function runBothWays(): Promise<void> {
    await expect(sql`select 1`.execute(db)).rejects.toThrow(/ECONNREFUSED/);
    const compiled = new CompiledStatement(db, (from: Kysely<Database>) =>
      from.selectFrom('orders').select('order_id').limit(1),
    );
    await expect(compiled.execute({})).rejects.toThrow(/ECONNREFUSED/);
  }

  it('tells of each connection it could not get, on either path, with how long and why', async () => {
    const waits: Array<{ seconds: number; problem: string | undefined }> = [];
    observeConnectionWaits(db, (seconds, failure) =>
      waits.push({ seconds, problem: outsideFault(failure?.error)?.problem }),
    );
    await runBothWays();
    expect(waits).toEqual([
      { seconds: expect.any(Number), problem: 'connection refused' },
      { seconds: expect.any(Number), problem: 'connection refused' },
    ]);
  });

  it('counts each as a database storage error and a failed wait, and times no statement', async () => {
    const registry = new Registry();
    const storageErrors = new Counter({
      name: 'portal_storage_errors_total',
      help: 'test',
      labelNames: ['store'],
      registers: [registry],
    });
    instrumentDatabase(registry, () => db, storageErrors).observe();
    await runBothWays();
    const counted = (await storageErrors.get()).values;
    expect(counted).toEqual([{ labels: { store: 'database' }, value: 2 }]);
    const timed = await registry.getSingleMetricAsString('portal_db_statement_duration_seconds');
    const statements = (outcome: string) =>
      sampleValue(timed, `portal_db_statement_duration_seconds_count{outcome="${outcome}"}`) ?? 0;
    expect([statements('ok'), statements('error')]).toEqual([0, 0]);
    const waited = await registry.getSingleMetricAsString('portal_db_connection_wait_seconds');
    const waits = (outcome: string) =>
      sampleValue(waited, `portal_db_connection_wait_seconds_count{outcome="${outcome}"}`) ?? 0;
    expect([waits('ok'), waits('error')]).toEqual([0, 2]);
  });
});
