import { sql, type Kysely } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/schema';
import type { ScrapeRead } from './scrapeReads';

interface OutboxState {
  unsent: number;
  /** Unsent mails being sent now or waiting for their next try (available_at ahead). */
  held: number;
  failed: number;
  oldestCreatedAt: string | null;
}

/**
 * The mail outbox at each scrape: mails queued (due, waiting for a sweep), retrying (being
 * sent, or waiting for their next try after a refusal), failed (every try refused; outbox
 * rows are kept, so this only grows until someone acts), and the age of the oldest unsent
 * mail. Two statements on the (status, id) index: the pending rows, which a working outbox
 * keeps few, and a count of the failed ones.
 */
export function instrumentOutbox(
  registry: Registry,
  db: () => Kysely<Database>,
  read: ScrapeRead,
): void {
  const state = read('mail outbox', () => outboxState(db()));
  new Gauge({
    name: 'portal_mail_outbox_mails',
    help: 'Mails in the outbox by state: queued (due), retrying (being sent or waiting for a retry), failed.',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      const outbox = await state();
      if (!outbox) return;
      this.set({ state: 'queued' }, outbox.unsent - outbox.held);
      this.set({ state: 'retrying' }, outbox.held);
      this.set({ state: 'failed' }, outbox.failed);
    },
  });
  new Gauge({
    name: 'portal_mail_outbox_oldest_unsent_age_seconds',
    help: 'Age of the oldest mail neither sent nor failed; 0 when every mail has left.',
    registers: [registry],
    async collect() {
      this.reset();
      const outbox = await state();
      if (!outbox) return;
      const oldest = outbox.oldestCreatedAt ? Date.parse(outbox.oldestCreatedAt) : Date.now();
      this.set(Math.max(0, (Date.now() - oldest) / 1000));
    },
  });
}

async function outboxState(db: Kysely<Database>): Promise<OutboxState> {
  const now = new Date().toISOString();
  const [pending, failed] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select([
        sql<number>`count(*)`.as('unsent'),
        sql<number | null>`sum(case when available_at > ${now} then 1 else 0 end)`.as('held'),
        sql<string | null>`min(created_at)`.as('oldest'),
      ])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('mail_outbox')
      .select(sql<number>`count(*)`.as('failed'))
      .where('status', '=', 'failed')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    unsent: Number(pending.unsent),
    held: Number(pending.held ?? 0),
    failed: Number(failed.failed),
    oldestCreatedAt: pending.oldest,
  };
}
