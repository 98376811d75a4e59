import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type AuditListener = (lastAuditId: number) => void;

export interface AuditWatcherOptions {
  /** How often the audit log is checked while anyone listens. */
  intervalMs: number;
  onError: (error: unknown) => void;
}

interface Subscription {
  listener: AuditListener;
  lastSeen: number;
}

/**
 * Tells its listeners when the audit log grows. Every change in the product writes an
 * audit entry in the transaction of the change, so a new entry means committed data
 * changed, whichever feature made it; no feature needs to know about live updates. One
 * poll of `max(id)` (the primary key, so instant) serves every listener, and it only runs
 * while someone listens.
 */
export class AuditWatcher {
  private readonly subscriptions = new Set<Subscription>();
  private timer: NodeJS.Timeout | null = null;
  private polling = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: AuditWatcherOptions,
  ) {}

  /** The id of the newest audit entry (0 when there is none). */
  async latestId(): Promise<number> {
    const row = await this.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('id').as('lastId'))
      .executeTakeFirst();
    return Number(row?.lastId ?? 0);
  }

  /** Calls `listener` whenever an entry newer than `sinceId` appears; answers the unsubscribe. */
  subscribe(listener: AuditListener, sinceId: number): () => void {
    const subscription: Subscription = { listener, lastSeen: sinceId };
    this.subscriptions.add(subscription);
    this.timer ??= setInterval(() => void this.poll(), this.options.intervalMs);
    return () => {
      this.subscriptions.delete(subscription);
      if (this.subscriptions.size === 0) this.stop();
    };
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async poll(): Promise<void> {
    // A slow database must not pile up polls.
    if (this.polling) return;
    this.polling = true;
    try {
      const lastId = await this.latestId();
      for (const subscription of [...this.subscriptions]) {
        if (lastId > subscription.lastSeen) {
          subscription.lastSeen = lastId;
          subscription.listener(lastId);
        }
      }
    } catch (error) {
      this.options.onError(error);
    } finally {
      this.polling = false;
    }
  }
}
