import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { runAlone } from '../db/jobLock';
import type { Database } from '../db/schema';

export interface RateLimitHits {
  current: number;
  /** Milliseconds until the window ends and the count starts over. */
  ttl: number;
}

/**
 * Counts one hit of `key` in `front_rate_limits` and answers the count in its window: one
 * atomic upsert, so instances sharing the database count into one budget
 * (docs/architecture.md, "Several instances"). A window that has ended starts over at 1.
 */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<RateLimitHits> {
  const row = await db
    .insertInto('front_rate_limits')
    .values({ key, hits: 1, resets_at: now + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const ended = eb('front_rate_limits.resets_at', '<=', now);
        return {
          hits: eb
            .case()
            .when(ended)
            .then(1)
            .else(eb('front_rate_limits.hits', '+', 1))
            .end(),
          resets_at: eb
            .case()
            .when(ended)
            .then(now + windowMs)
            .else(eb.ref('front_rate_limits.resets_at'))
            .end(),
        };
      }),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  return { current: row.hits, ttl: row.resets_at - now };
}

/**
 * A store for @fastify/rate-limit over `front_rate_limits`. The routes' counters are told
 * apart by the key (the route sets a groupId), so every route shares this one store. Rows
 * of ended windows are deleted about once per window, by one instance at a time.
 */
export function sharedRateLimitStore(
  db: Kysely<Database>,
  onCleanupError: (error: unknown) => void,
): FastifyRateLimitStoreCtor {
  let nextCleanup = 0;
  const cleanUp = (now: number, windowMs: number) => {
    if (now < nextCleanup) return;
    nextCleanup = now + windowMs;
    runAlone(db, 'rate limit cleanup', async () => {
      await db.deleteFrom('front_rate_limits').where('resets_at', '<=', now).execute();
    }).catch(onCleanupError);
  };

  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitHits) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      cleanUp(now, timeWindow);
      countHit(db, key, timeWindow, now).then(
        (hits) => callback(null, hits),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
