import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { sql } from 'kysely';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { connectionPoolStats } from '../../src/db/database';
import { runAlone } from '../../src/db/jobLock';
import { enqueueMail } from '../../src/mail/mailOutbox';
import { DocumentPathError } from '../../src/storage/documentStore';
import { boundPort, listenCustomerSite } from '../../src/sites/sites';
import { eventReader } from '../helpers/eventReader';
import { metricFamilies, promtoolFindings, sampleValue } from '../helpers/prometheusText';
import { apiPath, createTestApp, login, type TestApp } from '../helpers/testApp';
import { callRoute } from '../helpers/callRoute';
import { nextTurn } from '../helpers/nextTurn';

const SCRAPE = { method: 'GET' as const, url: '/metrics' };

async function scrape(t: TestApp): Promise<string> {
  const answer = await t.app.inject(SCRAPE);
  expect(answer.statusCode).toBe(200);
  return answer.body;
}

describe('/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows every counter an alert watches at 0 from the start, so the first error raises it', async () => {
    const text = await scrape(t);
    const watched = [
      'portal_storage_errors_total{store="database"}',
      'portal_storage_errors_total{store="documents"}',
      'portal_sign_in_lockouts_total{scope="account"}',
      'portal_sign_in_lockouts_total{scope="client"}',
      'portal_metrics_read_errors_total{reading="mail outbox"}',
      'portal_metrics_read_errors_total{reading="active releases"}',
      'portal_metrics_read_errors_total{reading="data folder"}',
    ];
    expect(watched.map((series) => [series, sampleValue(text, series)])).toEqual(
      watched.map((series) => [series, 0]),
    );
  });

  it('answers the Prometheus text format, clean by promtool', async () => {
    const answer = await t.app.inject(SCRAPE);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(promtoolFindings(answer.body)).toEqual([]);
  });

  it('has a metric for each question an operator asks', async () => {
    await callRoute(t.app, API_ROUTES.health, null);
    const families = metricFamilies(await scrape(t));
    expect([
      ...[
        'portal_http_request_duration_seconds',
        'portal_http_requests_in_flight',
        'portal_db_pool_max_connections',
        'portal_db_pool_open_connections',
        'portal_db_pool_busy_connections',
        'portal_db_pool_waiting',
        'portal_db_job_lock_sessions',
        'portal_db_reader_threads_max',
        'portal_db_reader_threads_busy',
        'portal_db_reader_threads_idle',
        'portal_db_reader_reads_queued',
        'portal_db_statement_duration_seconds',
        'portal_db_connection_wait_seconds',
        'portal_mail_outbox_mails',
        'portal_mail_outbox_oldest_unsent_age_seconds',
        'portal_live_streams_open',
        'portal_live_streams_opened_total',
        'portal_sign_in_failures_total',
        'portal_sign_in_lockouts_total',
        'portal_documents_stored_total',
        'portal_storage_errors_total',
        'portal_release_active',
        'portal_data_dir_free_bytes',
        'portal_data_dir_size_bytes',
        'process_cpu_seconds_total',
        'nodejs_eventloop_lag_p99_seconds',
      ].filter((name) => !families.has(name)),
    ]).toEqual([]);
  });

  it('counts a request under its route pattern and status class, never its raw URL', async () => {
    const series = (bucket: string) =>
      `portal_http_request_duration_seconds_${bucket}{route="/api/health",method="GET",status_class="2xx"}`;
    const before = sampleValue(await scrape(t), series('count')) ?? 0;
    await t.app.inject({ method: 'GET', url: `${apiPath(API_ROUTES.health)}?probe=1` });
    const text = await scrape(t);
    expect(sampleValue(text, series('count'))).toBe(before + 1);
    expect(text).not.toContain('probe=1');

    await t.app.inject({ method: 'GET', url: '/api/no-such-call/12345' });
    const unmatched = await scrape(t);
    // The path, not its digits: a sample's value may hold those (an event-loop delay of
    // 0.012345344 s failed a CI run).
    expect(unmatched).not.toContain('/api/no-such-call');
    expect(
      sampleValue(
        unmatched,
        'portal_http_request_duration_seconds_count{route="(unmatched)",method="GET",status_class="4xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
  });

  it('times the database statements and the waits for their connections, and shows the pool', async () => {
    const count = 'portal_db_statement_duration_seconds_count{outcome="ok"}';
    const waits = 'portal_db_connection_wait_seconds_count{outcome="ok"}';
    const scraped = await scrape(t);
    const before = [sampleValue(scraped, count) ?? 0, sampleValue(scraped, waits) ?? 0];
    await callRoute(t.app, API_ROUTES.health, null);
    await login(t.app, 'admin@demo.test');
    const text = await scrape(t);
    expect(sampleValue(text, count)).toBeGreaterThan(before[0] ?? 0);
    expect(sampleValue(text, waits)).toBeGreaterThan(before[1] ?? 0);
    expect(sampleValue(text, 'portal_db_connection_wait_seconds_count{outcome="error"}')).toBe(0);
    expect(sampleValue(text, 'portal_db_pool_max_connections')).toBe(
      t.config.database.dialect === 'postgres' ? t.config.database.poolSize : 1,
    );
    expect(sampleValue(text, 'portal_db_pool_waiting')).toBe(0);
    // The jobs' lock session, once a job has run: beside the pool on PostgreSQL, none on SQLite.
    await runAlone(t.app.db, 'metrics test job', async () => undefined);
    expect(sampleValue(await scrape(t), 'portal_db_job_lock_sessions')).toBe(
      t.config.database.dialect === 'postgres' ? 1 : 0,
    );
    // SQLite reads on its reader threads (sqliteReaders.test.ts shows them busy); PostgreSQL has none.
    expect(sampleValue(text, 'portal_db_reader_threads_max')).toBe(
      t.config.database.dialect === 'sqlite' ? t.config.database.readers : 0,
    );
    expect(sampleValue(text, 'portal_db_reader_threads_busy')).toBe(0);
    expect(sampleValue(text, 'portal_db_reader_reads_queued')).toBe(0);
  });

  it('shows an exhausted pool, and still answers when the outbox cannot be read in time', async () => {
    const max = connectionPoolStats(t.app.db)?.max ?? 0;
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = Array.from({ length: max }, () =>
      t.app.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await gate;
      }),
    );
    // Each turn lets I/O run: PostgreSQL connections open over the network.
    while ((connectionPoolStats(t.app.db)?.inUse ?? 0) < max) {
      await nextTurn();
    }
    const waiting = sql`select 1`.execute(t.app.db);
    try {
      const answer = await t.app.inject(SCRAPE);
      expect(answer.statusCode).toBe(200);
      expect(sampleValue(answer.body, 'portal_db_pool_busy_connections')).toBe(max);
      expect(sampleValue(answer.body, 'portal_db_pool_waiting')).toBeGreaterThanOrEqual(1);
      const outboxErrors = sampleValue(
        answer.body,
        'portal_metrics_read_errors_total{reading="mail outbox"}',
      );
      if (t.config.database.dialect === 'postgres') {
        expect(outboxErrors).toBe(1);
        expect(answer.body).not.toMatch(/^portal_mail_outbox_mails\{/m);
      } else {
        // SQLite reads on its reader threads, which the writer's transactions do not hold.
        expect(outboxErrors ?? 0).toBe(0);
        expect(answer.body).toMatch(/^portal_mail_outbox_mails\{/m);
      }
    } finally {
      release();
      await Promise.all([...holders, waiting]);
    }
  });

  it('reads the outbox: mails queued and the age of the oldest', async () => {
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    const id = await enqueueMail(t.app.db, {
      orderId: null,
      kind: 'invoice',
      provider: 'Outbox',
      to: 'visitor@example.com',
      subject: 'Your invoice',
      text: 'Attached.',
    });
    t.sql.prepare('update mail_outbox set created_at = ? where id = ?').run(hourAgo, id);
    const text = await scrape(t);
    expect(sampleValue(text, 'portal_mail_outbox_mails{state="queued"}')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'portal_mail_outbox_mails{state="failed"}')).toBe(0);
    expect(
      sampleValue(text, 'portal_mail_outbox_oldest_unsent_age_seconds'),
    ).toBeGreaterThanOrEqual(3600);
  });

  it('counts sign-in failures and the lockout they end in', async () => {
    const failures = async () => sampleValue(await scrape(t), 'portal_sign_in_failures_total') ?? 0;
    const lockouts = async () =>
      sampleValue(await scrape(t), 'portal_sign_in_lockouts_total{scope="account"}') ?? 0;
    const [failedBefore, lockedBefore] = [await failures(), await lockouts()];
    const answers: number[] = [];
    for (let n = 0; n < t.config.loginLock.maxFailuresPerEmail; n += 1) {
      const answer = await callRoute(t.app, API_ROUTES.adminLogin, null, {
        body: { email: 'team@demo.test', password: 'wrong password' },
      });
      answers.push(answer.statusCode);
    }
    expect(answers.at(-1)).toBe(429);
    expect(await failures()).toBe(failedBefore + t.config.loginLock.maxFailuresPerEmail);
    expect(await lockouts()).toBe(lockedBefore + 1);
  });

  it('counts the documents stored and the document store failing', async () => {
    const stored = async () => sampleValue(await scrape(t), 'portal_documents_stored_total') ?? 0;
    const failed = async () =>
      sampleValue(await scrape(t), 'portal_storage_errors_total{store="documents"}') ?? 0;
    const [storedBefore, failedBefore] = [await stored(), await failed()];
    await t.app.documents.put(100001, 'grant.pdf', Buffer.from('%PDF-1.4'));
    expect(await stored()).toBe(storedBefore + 1);
    // One content under three names (the demo specimens) is three documents stored.
    await t.app.documents.putShared(Buffer.from('%PDF-1.4'), [
      { orderId: 100002, file1: 'specimen.pdf' },
      { orderId: 100003, file1: 'specimen.pdf' },
      { orderId: 100004, file1: 'specimen.pdf' },
    ]);
    expect(await stored()).toBe(storedBefore + 4);
    // A name that is no plain file name is the caller's mistake, not the store failing.
    await expect(t.app.documents.read(100001, '../grant.pdf')).rejects.toThrow(DocumentPathError);
    expect(await failed()).toBe(failedBefore);

    // The documents folder replaced by a file: the disk refuses the next write.
    const docs = path.join(t.config.dataDir, 'uploads', 'docs');
    rmSync(docs, { recursive: true, force: true });
    writeFileSync(docs, '');
    await expect(t.app.documents.put(100001, 'other.pdf', Buffer.from('%PDF'))).rejects.toThrow();
    expect(await failed()).toBe(failedBefore + 1);
    rmSync(docs);
  });
});

describe('who may read /metrics', () => {
  it('refuses an address outside METRICS_ALLOW with the 404 of any unknown address', async () => {
    const t = await createTestApp();
    try {
      const answer = await t.app.inject({ ...SCRAPE, remoteAddress: '203.0.113.7' });
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/no-such-file.txt',
        remoteAddress: '203.0.113.7',
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(unknown.body);
      expect(answer.body).not.toContain('portal_');
    } finally {
      await t.close();
    }
  });

  it('refuses a scrape that came through a proxy, even from the loopback', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const proxied = await t.app.inject({
        ...SCRAPE,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(proxied.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('answers the addresses METRICS_ALLOW names', async () => {
    const t = await createTestApp({ env: { METRICS_ALLOW: '203.0.113.0/24, 2001:db8::1' } });
    try {
      const allowed = await t.app.inject({ ...SCRAPE, remoteAddress: '203.0.113.7' });
      const v6 = await t.app.inject({ ...SCRAPE, remoteAddress: '2001:db8::1' });
      const loopback = await t.app.inject(SCRAPE);
      expect([allowed.statusCode, v6.statusCode, loopback.statusCode]).toEqual([200, 200, 404]);
    } finally {
      await t.close();
    }
  });
});

describe('/metrics on real listeners', () => {
  let t: TestApp;
  let customer: Server;
  let staffUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    customer = await listenCustomerSite(t.app, { port: 0, host: '127.0.0.1' });
    staffUrl = `http://127.0.0.1:${boundPort(t.app.server)}`;
  });
  afterAll(() => t.close());

  it('answers on the staff listener and never on the customer site', async () => {
    const staff = await fetch(`${staffUrl}/metrics`);
    expect(staff.status).toBe(200);
    const onCustomer = await fetch(`http://127.0.0.1:${boundPort(customer)}/metrics`);
    expect(onCustomer.status).toBe(404);
    expect(await onCustomer.text()).not.toContain('portal_');
  });

  it('shows a live-update stream open while it is, and gone once it ends', async () => {
    const open = async () =>
      sampleValue(await (await fetch(`${staffUrl}/metrics`)).text(), 'portal_live_streams_open');
    const token = await login(t.app, 'admin@demo.test');
    const response = await fetch(`${staffUrl}${apiPath(API_ROUTES.liveUpdates)}`, {
      headers: { authorization: token },
    });
    const events = eventReader(response.body as ReadableStream<Uint8Array>);
    expect((await events.next())?.event).toBe('ready');
    expect(await open()).toBe(1);
    await events.cancel();
    let left = await open();
    while (left !== 0) left = await open();
    expect(left).toBe(0);
  });
});
