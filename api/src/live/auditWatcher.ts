import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type AuditListener = (lastAuditId: number) => void;

export interface AuditWatcherOptions {
  /** How often the audit log is checked while anyone listens. */
  intervalMs: number;
  /**
   * A push of committed audit entries from every instance sharing the database
   * (live/auditFeed), opened while anyone listens; answers its closing.
   */
  openFeed?: (onEntry: () => void) => () => Promise<void>;
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
 * while someone listens. With a feed (PostgreSQL), each commit heard from it tells every
 * listener at once: ids are taken before commit there, so an entry can commit after a
 * higher one already seen and the maximum alone would not show it.
 */
export class AuditWatcher {
  private readonly subscriptions = new Set<Subscription>();
  private timer: NodeJS.Timeout | null = null;
  private closeFeed: (() => Promise<void>) | null = null;
  private polling = false;
  /** A commit was heard while a poll ran: poll again, telling everyone. */
  private heardDuringPoll = false;

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
    if (!this.timer) {
      this.timer = setInterval(() => void this.poll(false), this.options.intervalMs);
      this.closeFeed = this.options.openFeed?.(() => void this.poll(true)) ?? null;
    }
    return () => {
      this.subscriptions.delete(subscription);
      if (this.subscriptions.size === 0) void this.stop();
    };
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const closeFeed = this.closeFeed;
    this.closeFeed = null;
    await closeFeed?.();
  }

  /** `everyone`: a commit was heard, so every listener is told even if the maximum is not new. */
  private async poll(everyone: boolean): Promise<void> {
    // A slow database must not pile up polls.
    if (this.polling) {
      this.heardDuringPoll ||= everyone;
      return;
    }
    this.polling = true;
    try {
      const lastId = await this.latestId();
      for (const subscription of [...this.subscriptions]) {
        if (lastId > subscription.lastSeen || everyone) {
          subscription.lastSeen = Math.max(lastId, subscription.lastSeen);
          subscription.listener(subscription.lastSeen);
        }
      }
    } catch (error) {
      this.options.onError(error);
    } finally {
      this.polling = false;
    }
    if (this.heardDuringPoll) {
      this.heardDuringPoll = false;
      await this.poll(true);
    }
  }
}
