import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { MailChannel } from '@portal/shared/entities/order';
import { runAlone } from '../db/jobLock';
import { currentRequest } from '../lib/requestContext';
import type { Database, MailOutboxTable } from '../db/schema';
import type { DocumentStore } from '../storage/documentStore';
import type { StoredAttachment } from './mailOutbox';
import type { DeliverableAttachment, DeliverableMail } from './mimeMessage';
import type { MailProvider } from './providers/mailProvider';

type OutboxRow = Selectable<MailOutboxTable>;
type MailLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** The providers by channel; a provider without credentials is null and falls back to Outbox. */
export interface MailProviders {
  AWS: MailProvider | null;
  Sendgrid: MailProvider | null;
  Outbox: MailProvider;
}

export interface DeliveryOutcome {
  id: number;
  status: OutboxRow['status'];
  channel: MailChannel | null;
  error: string | null;
}

export interface DispatcherOptions {
  from: string;
  /** Where the documents attached by reference are read. */
  documents: DocumentStore;
  log: MailLog;
  /** Tries before a mail is marked failed. */
  maxAttempts?: number;
  /** How long a claimed row is reserved for the try in progress. */
  leaseMs?: number;
}

const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_LEASE_MS = 120_000;
const SWEEP_BATCH = 50;
const MAX_ERROR_LENGTH = 500;

/**
 * Delivers the outbox after commit. Each row is claimed before it is sent (its
 * `available_at` becomes a lease, so two sweeps never send one row at once), then marked
 * sent with the channel that took it, or given a later retry, or failed after the last
 * try. However many instances share the database, one sweeps at a time and a claimed row
 * is theirs alone (docs/architecture.md, "Several instances"). Delivery is at least once: a crash between the provider's answer and the mark can
 * send a mail again when its lease runs out, but the mail is recorded once.
 */
export class MailDispatcher {
  private readonly maxAttempts: number;
  private readonly leaseMs: number;
  private sweeping: Promise<void> | null = null;
  private sweepAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly providers: MailProviders,
    private readonly options: DispatcherOptions,
  ) {
    this.maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  /** The provider that will carry a mail asked of `channel`. */
  providerFor(channel: MailChannel): MailProvider {
    return channel === 'Outbox'
      ? this.providers.Outbox
      : (this.providers[channel] ?? this.providers.Outbox);
  }

  /**
   * Tries the given rows now (after the commit that wrote them) and tells how each went.
   * Called by a request, its lines go to the request's log, under its id.
   */
  deliver(ids: readonly number[]): Promise<DeliveryOutcome[]> {
    return this.deliverLogged(ids, currentRequest()?.log ?? this.options.log);
  }

  private async deliverLogged(ids: readonly number[], log: MailLog): Promise<DeliveryOutcome[]> {
    const outcomes: DeliveryOutcome[] = [];
    for (const id of ids) {
      // A stopping instance ends after the mail in hand; the rest wait for the next sweep.
      if (this.stopped) {
        outcomes.push({ id, status: 'pending', channel: null, error: null });
        continue;
      }
      try {
        outcomes.push(await this.deliverOne(id, log));
      } catch (error) {
        // The mail is safely in the outbox; the sweep will try it again.
        log.error({ err: error, mailId: id }, 'mail delivery could not run');
        outcomes.push({ id, status: 'pending', channel: null, error: null });
      }
    }
    return outcomes;
  }

  /** Starts a sweep soon, or another one after the sweep in progress; nothing once stopped. */
  kick(): void {
    if (this.stopped) return;
    if (this.sweeping) {
      this.sweepAgain = true;
      return;
    }
    this.sweeping = this.sweepLoop().finally(() => {
      this.sweeping = null;
    });
  }

  /** Delivers every due row; resolves when the outbox has nothing due left. */
  async sweep(): Promise<void> {
    this.kick();
    while (this.sweeping) await this.sweeping;
  }

  start(intervalMs: number): void {
    this.stopped = false;
    this.stopTimer();
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopTimer();
    this.sweepAgain = false;
    while (this.sweeping) await this.sweeping;
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async sweepLoop(): Promise<void> {
    do {
      this.sweepAgain = false;
      try {
        // One instance sweeps at a time; claims keep each mail to one send regardless.
        await runAlone(this.db, 'mail sweep', async () => {
          let due = await this.dueIds();
          while (due.length > 0) {
            // A sweep delivers for no request, even one kicked after a request's answer.
            await this.deliverLogged(due, this.options.log);
            due = due.length === SWEEP_BATCH ? await this.dueIds() : [];
          }
        });
      } catch (error) {
        this.options.log.error({ err: error }, 'mail sweep failed');
      }
    } while (this.sweepAgain);
  }

  private async dueIds(): Promise<number[]> {
    const now = new Date().toISOString();
    const rows = await this.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('available_at', 'is', null), eb('available_at', '<=', now)]))
      .orderBy('id')
      .limit(SWEEP_BATCH)
      .execute();
    return rows.map((row) => row.id);
  }

  private async deliverOne(id: number, log: MailLog): Promise<DeliveryOutcome> {
    const row = await this.claim(id);
    if (!row) return this.currentOutcome(id);
    const provider = this.providerFor(row.provider);
    try {
      const { messageId } = await provider.send(await this.deliverable(row));
      await this.db
        .updateTable('mail_outbox')
        .set({
          status: 'sent',
          sent_at: new Date().toISOString(),
          provider_message_id: messageId || null,
          delivered_via: provider.channel,
          last_error: null,
          available_at: null,
        })
        .where('id', '=', id)
        .execute();
      log.info({ mailId: id, channel: provider.channel }, 'mail delivered');
      return { id, status: 'sent', channel: provider.channel, error: null };
    } catch (error) {
      const message = errorText(error).slice(0, MAX_ERROR_LENGTH);
      const failed = row.attempts >= this.maxAttempts;
      await this.db
        .updateTable('mail_outbox')
        .set({
          status: failed ? 'failed' : 'pending',
          last_error: message,
          delivered_via: provider.channel,
          available_at: failed
            ? null
            : new Date(Date.now() + retryDelayMs(row.attempts)).toISOString(),
        })
        .where('id', '=', id)
        .execute();
      log.warn({ mailId: id, channel: provider.channel, error: message }, 'mail not delivered');
      return {
        id,
        status: failed ? 'failed' : 'pending',
        channel: provider.channel,
        error: message,
      };
    }
  }

  /** Reserves a due pending row for one try; undefined when it is not due or not pending. */
  private claim(id: number): Promise<OutboxRow | undefined> {
    const now = new Date();
    return this.db
      .updateTable('mail_outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        available_at: new Date(now.getTime() + this.leaseMs).toISOString(),
      }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([eb('available_at', 'is', null), eb('available_at', '<=', now.toISOString())]),
      )
      .returningAll()
      .executeTakeFirst();
  }

  private async currentOutcome(id: number): Promise<DeliveryOutcome> {
    const row = await this.db
      .selectFrom('mail_outbox')
      .select(['status', 'delivered_via', 'last_error'])
      .where('id', '=', id)
      .executeTakeFirst();
    return {
      id,
      status: row?.status ?? 'failed',
      channel: row?.delivered_via ?? null,
      error: row ? row.last_error : 'There is no such mail in the outbox.',
    };
  }

  private async deliverable(row: OutboxRow): Promise<DeliverableMail> {
    const stored = JSON.parse(row.attachments) as StoredAttachment[];
    return {
      id: row.id,
      from: this.options.from,
      to: row.to_email,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      attachments: await Promise.all(
        stored.map((attachment) => deliverableAttachment(this.options.documents, attachment)),
      ),
      createdAt: new Date(row.created_at),
    };
  }
}

/** 1, 4, 9, 16 … minutes: quick first retries, then patient ones. */
function retryDelayMs(attempts: number): number {
  return attempts * attempts * 60_000;
}

/** An outbox attachment with its bytes: a referenced document is read from its store now. */
async function deliverableAttachment(
  documents: DocumentStore,
  stored: StoredAttachment,
): Promise<DeliverableAttachment> {
  const { filename, contentType } = stored;
  if ('base64' in stored) {
    return { filename, contentType, content: Buffer.from(stored.base64, 'base64') };
  }
  const { orderId, file1 } = stored.document;
  const content = await documents.read(orderId, file1);
  if (!content) throw new Error(`The document ${file1} of order ${orderId} is missing.`);
  return { filename, contentType, content, storedAt: documents.locationOf(orderId, file1) };
}

/** The readable reason of a provider's refusal (SendGrid puts it in the response body). */
function errorText(error: unknown): string {
  const body = (error as { response?: { body?: { errors?: Array<{ message?: string }> } } })
    ?.response?.body;
  const first = body?.errors?.[0]?.message;
  if (first) return first;
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
