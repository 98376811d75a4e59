import type { MailChannel } from '@portal/shared/entities/order';
import { ApiError } from '../../src/lib/apiError';
import { enqueueMail } from '../../src/mail/mailOutbox';
import { MailDispatcher } from '../../src/mail/mailDispatcher';
import type { DeliverableMail } from '../../src/mail/mimeMessage';
import type { MailProvider } from '../../src/mail/providers/mailProvider';
import { anotherInstance } from '../helpers/anotherInstance';
import { nextTurn } from '../helpers/nextTurn';
import { createTestApp, type TestApp } from '../helpers/testApp';

/** A provider that records what it is handed and fails while told to. */
class RecordingProvider implements MailProvider {
  sent: DeliverableMail[] = [];
  failures = 0;
  /** What the failures throw; an Error naming the channel when unset. */
  refusal: unknown = null;
  constructor(readonly channel: MailChannel) {}
  async send(mail: DeliverableMail) {
    if (this.failures > 0) {
      this.failures--;
      throw this.refusal ?? new Error(`${this.channel} is down`);
    }
    this.sent.push(mail);
    return { messageId: `${this.channel}-${mail.id}` };
  }
}

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('MailDispatcher', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The app's own dispatcher would lease the rows these tests queue and leave them pending
    // for the dispatcher under test: it must not run meanwhile. Its sweep at start may still be
    // under way when the first mail is queued (seen on a loaded machine), so it is stopped.
    t = await createTestApp({ orders: 0, env: { MAIL_SWEEP_SECONDS: '3600' } });
    await t.app.mailDispatcher.stop();
  }, 60_000);
  afterAll(() => t.close());

  const queue = (provider: MailChannel, to = 'a@example.com') =>
    enqueueMail(t.app.db, {
      orderId: null,
      kind: 'invoice',
      provider,
      to,
      subject: 'Invoice',
      text: 'Your invoice',
      attachments: [
        { filename: 'invoice.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-') },
      ],
    });
  const row = (id: number) =>
    t.sql
      .prepare(
        'select status, attempts, delivered_via, last_error, available_at, provider_message_id from mail_outbox where id = ?',
      )
      .get(id) as {
      status: string;
      attempts: number;
      delivered_via: string | null;
      last_error: string | null;
      available_at: string | null;
      provider_message_id: string | null;
    };

  function dispatcher(withProviders: { AWS?: boolean; Sendgrid?: boolean } = {}, maxAttempts = 3) {
    const providers = {
      AWS: withProviders.AWS ? new RecordingProvider('AWS') : null,
      Sendgrid: withProviders.Sendgrid ? new RecordingProvider('Sendgrid') : null,
      Outbox: new RecordingProvider('Outbox'),
    };
    return {
      providers,
      dispatcher: new MailDispatcher(t.app.db, providers, {
        from: 'support@example.com',
        documents: t.app.documents,
        log: silent,
        maxAttempts,
      }),
    };
  }

  it('sends through the provider asked for, and once only', async () => {
    const { providers, dispatcher: d } = dispatcher({ AWS: true, Sendgrid: true });
    const id = await queue('Sendgrid');
    expect(await d.deliver([id])).toEqual([
      { id, status: 'sent', channel: 'Sendgrid', error: null },
    ]);
    expect(await d.deliver([id])).toEqual([
      { id, status: 'sent', channel: 'Sendgrid', error: null },
    ]);
    expect(providers.Sendgrid?.sent.map((mail) => mail.id)).toEqual([id]);
    expect(providers.Sendgrid?.sent[0]?.attachments[0]?.content.toString()).toBe('%PDF-');
    expect(row(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      delivered_via: 'Sendgrid',
      provider_message_id: `Sendgrid-${id}`,
    });
  });

  it('keeps the mail in the local outbox when the provider has no credentials', async () => {
    const { providers, dispatcher: d } = dispatcher({ Sendgrid: true });
    const id = await queue('AWS');
    const [outcome] = await d.deliver([id]);
    expect(outcome).toMatchObject({ status: 'sent', channel: 'Outbox' });
    expect(providers.Outbox.sent).toHaveLength(1);
  });

  it('hands the provider the sender, the recipient and both bodies as queued', async () => {
    const { providers, dispatcher: d } = dispatcher({ AWS: true });
    const id = await enqueueMail(t.app.db, {
      orderId: null,
      kind: 'invoice',
      provider: 'AWS',
      to: 'b@example.com',
      subject: 'Invoice',
      text: 'Your invoice',
      html: '<p>Your invoice</p>',
    });
    await d.deliver([id]);
    expect(providers.AWS?.sent.find((mail) => mail.id === id)).toMatchObject({
      from: 'support@example.com',
      to: 'b@example.com',
      text: 'Your invoice',
      html: '<p>Your invoice</p>',
    });
  });

  it('refuses to queue a mail to anything but one plain address, storing nothing', async () => {
    const count = () =>
      (t.sql.prepare('select count(*) as n from mail_outbox').get() as { n: number }).n;
    const before = count();
    for (const to of [
      'x@example.com,evil@evil.example',
      'x@example.com\r\nBcc: evil@evil.example',
    ]) {
      await expect(queue('Outbox', to)).rejects.toEqual(new ApiError(400, 'Invalid email address'));
    }
    expect(count()).toBe(before);
  });

  it('answers failed for a mail the outbox does not hold', async () => {
    const { dispatcher: d } = dispatcher();
    expect(await d.deliver([999_999])).toEqual([
      {
        id: 999_999,
        status: 'failed',
        channel: null,
        error: 'There is no such mail in the outbox.',
      },
    ]);
  });

  it('retries a mail whose attached document is missing, saying which', async () => {
    const { providers, dispatcher: d } = dispatcher();
    const id = await enqueueMail(t.app.db, {
      orderId: null,
      kind: 'invoice',
      provider: 'Outbox',
      to: 'a@example.com',
      subject: 'Your eVisitor',
      text: 'Attached.',
      attachments: [
        {
          filename: 'eVisitor.pdf',
          contentType: 'application/pdf',
          document: { orderId: 424242, file1: 'gone.pdf' },
        },
      ],
    });
    expect(await d.deliver([id])).toEqual([
      {
        id,
        status: 'pending',
        channel: 'Outbox',
        error: 'The document gone.pdf of order 424242 is missing.',
      },
    ]);
    expect(providers.Outbox.sent).toEqual([]);
  });

  it('forgets the last error once a retry is sent', async () => {
    const { providers, dispatcher: d } = dispatcher({ AWS: true });
    (providers.AWS as RecordingProvider).failures = 1;
    const id = await queue('AWS');
    await d.deliver([id]);
    expect(row(id).last_error).toBe('AWS is down');
    t.sql.prepare('update mail_outbox set available_at = null where id = ?').run(id);
    await d.deliver([id]);
    expect(row(id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      last_error: null,
      available_at: null,
    });
  });

  it('retries a failed mail later and marks it failed after the last try', async () => {
    const { providers, dispatcher: d } = dispatcher({ AWS: true }, 2);
    const aws = providers.AWS as RecordingProvider;
    aws.failures = 5;
    const id = await queue('AWS');
    const [first] = await d.deliver([id]);
    expect(first).toEqual({ id, status: 'pending', channel: 'AWS', error: 'AWS is down' });
    expect(row(id).available_at).not.toBeNull();
    // Not due yet: a second try now leaves it alone.
    expect(await d.deliver([id])).toEqual([
      { id, status: 'pending', channel: 'AWS', error: 'AWS is down' },
    ]);
    expect(row(id).attempts).toBe(1);
    // Due again (as if the delay had passed): the last try fails for good.
    t.sql.prepare('update mail_outbox set available_at = null where id = ?').run(id);
    const [last] = await d.deliver([id]);
    expect(last).toMatchObject({ status: 'failed', error: 'AWS is down' });
    expect(row(id)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('a sweep delivers every due mail, including those another part of the app enqueued', async () => {
    const { providers, dispatcher: d } = dispatcher({ AWS: true, Sendgrid: true });
    const ids = [await queue('AWS'), await queue('Sendgrid'), await queue('Outbox')];
    await d.sweep();
    for (const id of ids) expect(row(id).status).toBe('sent');
    expect(providers.AWS?.sent.some((mail) => mail.id === ids[0])).toBe(true);
    expect(providers.Outbox.sent.some((mail) => mail.id === ids[2])).toBe(true);
  });

  it('waits 1, then 4 minutes before its retries, and a sweep tries it once that time has passed', async () => {
    const { providers, dispatcher: d } = dispatcher({ AWS: true }, 5);
    (providers.AWS as RecordingProvider).failures = 5;
    const id = await queue('AWS');
    const retryDelay = async (tryNow: () => Promise<unknown>) => {
      const before = Date.now();
      await tryNow();
      const after = Date.now();
      const due = Date.parse(row(id).available_at!);
      return [due - after, due - before];
    };
    const [firstLeast, firstMost] = await retryDelay(() => d.deliver([id]));
    expect(firstLeast).toBeLessThanOrEqual(60_000);
    expect(firstMost).toBeGreaterThanOrEqual(60_000);
    // The minute has passed: the sweep finds it due.
    t.sql
      .prepare('update mail_outbox set available_at = ? where id = ?')
      .run(new Date(Date.now() - 1_000).toISOString(), id);
    const [secondLeast, secondMost] = await retryDelay(() => d.sweep());
    expect(row(id)).toMatchObject({ status: 'pending', attempts: 2 });
    expect(secondLeast).toBeLessThanOrEqual(4 * 60_000);
    expect(secondMost).toBeGreaterThanOrEqual(4 * 60_000);
  });

  it("keeps a provider's reason, SendGrid's from its answer, to 500 characters", async () => {
    const { providers, dispatcher: d } = dispatcher({ Sendgrid: true });
    const sendgrid = providers.Sendgrid as RecordingProvider;
    const reason = 'The from address does not match a verified Sender Identity.';
    sendgrid.refusal = Object.assign(new Error('Forbidden'), {
      response: { body: { errors: [{ message: reason }] } },
    });
    sendgrid.failures = 1;
    const refused = await queue('Sendgrid');
    expect((await d.deliver([refused]))[0]).toMatchObject({ status: 'pending', error: reason });
    sendgrid.refusal = new Error('x'.repeat(2_000));
    sendgrid.failures = 1;
    const long = await queue('Sendgrid');
    await d.deliver([long]);
    expect(row(long).last_error).toBe('x'.repeat(500));
  });

  it('a sweep goes on past its first batch of 50 due mails', async () => {
    const { providers, dispatcher: d } = dispatcher();
    const ids: number[] = [];
    for (let mail = 0; mail < 51; mail += 1) ids.push(await queue('Outbox'));
    await d.sweep();
    expect(ids.filter((id) => row(id).status !== 'sent')).toEqual([]);
    expect(providers.Outbox.sent).toHaveLength(51);
  });

  it('never sends a row another delivery holds a lease on', async () => {
    const { providers, dispatcher: d } = dispatcher({ AWS: true });
    const id = await queue('AWS');
    t.sql
      .prepare('update mail_outbox set available_at = ? where id = ?')
      .run(new Date(Date.now() + 60_000).toISOString(), id);
    await d.sweep();
    expect(providers.AWS?.sent.some((mail) => mail.id === id)).toBe(false);
    expect(row(id).status).toBe('pending');
  });

  it('a stop during a sweep ends after the mail in hand; the others stay pending for another sweep', async () => {
    const { providers, dispatcher: d } = dispatcher();
    const ids = [await queue('Outbox'), await queue('Outbox'), await queue('Outbox')];
    let stopped: Promise<void> | null = null;
    const send = providers.Outbox.send.bind(providers.Outbox);
    providers.Outbox.send = async (mail) => {
      stopped ??= d.stop();
      return send(mail);
    };
    await d.sweep();
    await stopped;
    expect(ids.map((id) => row(id).status)).toEqual(['sent', 'pending', 'pending']);
    expect(ids.map((id) => row(id).attempts)).toEqual([1, 0, 0]);
  });

  it('an instance that starts sweeps the outbox at once: a mail left pending leaves without a request', async () => {
    const id = await queue('Outbox');
    const started = await anotherInstance(t);
    // No request reaches it: only the sweep of its start can send the mail.
    while (row(id).status === 'pending') await nextTurn();
    await started.close();
    expect(row(id)).toMatchObject({ status: 'sent', delivered_via: 'Outbox' });
  });
});
