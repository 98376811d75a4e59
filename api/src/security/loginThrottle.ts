import type { LoginFailureRepository } from '../repositories/loginFailureRepository';

/**
 * When sign-ins stop being accepted (ASVS 2.2.1, docs/security.md "Authentication"):
 * `maxFailuresPerEmail` failures for one e-mail from one client, or `maxFailuresPerIp` from
 * one client over any e-mails, within `windowSeconds` lock that pair (or that client) for
 * `lockSeconds` after the last of them. Past `maxFailuresPerEmail` failures of an e-mail
 * from all clients together, every client that has failed lately waits a delay that doubles
 * with each further failure (up to `lockSeconds`); a client without any recent failure is
 * not slowed, so an attacker cannot lock a member out of their own sign-in.
 */
export interface LoginLockPolicy {
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  windowSeconds: number;
  lockSeconds: number;
}

/** How long a refused sign-in must wait, and whether the account or the client is held. */
export interface LoginWait {
  seconds: number;
  scope: 'account' | 'client';
}

export type LoginAttemptResult<T> =
  | { outcome: 'refused'; wait: LoginWait }
  | { outcome: 'failed'; wait: LoginWait | null }
  | { outcome: 'succeeded'; value: T };

interface RecentFailures {
  pair: Date[];
  client: Date[];
  account: Date[];
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * The answer to a refused sign-in. The account's is the same whether or not the e-mail has an
 * account, so the lock tells nothing; it says how to get in sooner.
 */
export function tooManyAttemptsMessage(wait: LoginWait): string {
  return wait.scope === 'account'
    ? `Too many failed sign-ins for this account. Try again in ${waitText(wait.seconds)}, or ask an Admin to unlock it in Manage Team.`
    : `Too many failed sign-ins from your network. Try again in ${waitText(wait.seconds)}.`;
}

/**
 * Counts failed sign-ins in the database, so a restart lifts no lock; unknown e-mails are
 * counted like real ones. Each attempt first writes its failure row as a reservation (every
 * instance sharing the database sees it: docs/architecture.md, "Several instances"), weighs
 * only the rows written before its own (so of parallel attempts the later ones count the
 * earlier), and takes the row back when the attempt is refused or succeeds. An attempt
 * whose reservation cannot be written (a full disk, the database gone) fails before any
 * password is checked, the right one too: the lock fails closed, and the answer tells
 * nothing of the password. A check that throws takes its row back too, and its error goes on
 * to the caller.
 */
export class LoginThrottle {
  constructor(
    private readonly failures: LoginFailureRepository,
    private readonly policy: LoginLockPolicy,
    private readonly options: {
      /** Forgetting old failures after a success is best effort: a storage error is reported here. */
      onForgetError: (error: unknown) => void;
      now?: () => Date;
    },
  ) {}

  /** Runs `check` (null: wrong credentials) unless `email` from `ip` must wait. */
  async attempt<T>(
    email: string,
    ip: string,
    check: () => Promise<T | null>,
  ): Promise<LoginAttemptResult<T>> {
    const now = this.now();
    const reservation = await this.failures.add(email, ip, now);
    const recent = await this.recentFailures(email, ip, now, reservation);
    const wait = this.waitFor(recent, now);
    let value: T | null = null;
    let threw = true;
    try {
      if (!wait) value = await check();
      threw = false;
    } finally {
      // A check that threw (its password never checked: the server busy, the database gone)
      // is no failure of the client's, so it must not count towards a lock.
      if (wait || value !== null || threw) {
        const forget =
          value !== null && recent.pair.length > 0
            ? this.failures.removeFor(email, ip)
            : this.failures.remove(reservation);
        await forget.catch(this.options.onForgetError);
      }
    }
    if (wait) return { outcome: 'refused', wait };
    if (value !== null) return { outcome: 'succeeded', value };
    // A failure counts from when its check ended.
    await this.failures.setTime(reservation, this.now());
    return this.failed(email, ip, now);
  }

  /** After a failure is recorded: old rows go, and the wait the failure started is told. */
  private async failed(email: string, ip: string, now: Date): Promise<LoginAttemptResult<never>> {
    await this.failures.removeOlderThan(new Date(now.getTime() - this.horizonMs()));
    const after = this.now();
    return {
      outcome: 'failed',
      wait: this.waitFor(await this.recentFailures(email, ip, after), after),
    };
  }

  private async recentFailures(
    email: string,
    ip: string,
    now: Date,
    beforeId?: number,
  ): Promise<RecentFailures> {
    const since = new Date(now.getTime() - this.horizonMs());
    const [pair, client, account] = await Promise.all([
      this.failures.timesSince({ email, ip }, since, beforeId),
      this.failures.timesSince({ ip }, since, beforeId),
      this.failures.timesSince({ email }, since, beforeId),
    ]);
    return { pair, client, account };
  }

  private waitFor(recent: RecentFailures, now: Date): LoginWait | null {
    const clientEnd = this.lockEnd(recent.client, this.policy.maxFailuresPerIp);
    // A client that has not failed lately is not slowed by what others did to the account.
    const slowDownEnd = recent.client.length > 0 ? this.slowDownEnd(recent.account, now) : 0;
    const accountEnd = Math.max(
      this.lockEnd(recent.pair, this.policy.maxFailuresPerEmail),
      slowDownEnd,
    );
    const end = Math.max(clientEnd, accountEnd);
    const left = end - now.getTime();
    if (left <= 0) return null;
    return {
      seconds: Math.ceil(left / 1000),
      scope: accountEnd >= clientEnd ? 'account' : 'client',
    };
  }

  /** End of the latest lock that `times` (oldest first) started: `max` failures within the window. */
  private lockEnd(times: readonly Date[], max: number): number {
    const windowMs = this.policy.windowSeconds * 1000;
    let end = 0;
    times.forEach((time, index) => {
      const first = times[index - max + 1];
      if (first && time.getTime() - first.getTime() <= windowMs) {
        end = Math.max(end, time.getTime() + this.policy.lockSeconds * 1000);
      }
    });
    return end;
  }

  /** Past the allowance, each failure of the account doubles the wait after the latest one. */
  private slowDownEnd(times: readonly Date[], now: Date): number {
    const inWindow = times.filter(
      (time) => now.getTime() - time.getTime() <= this.policy.windowSeconds * 1000,
    );
    const beyond = inWindow.length - this.policy.maxFailuresPerEmail;
    const latest = inWindow.at(-1);
    if (beyond < 0 || !latest) return 0;
    const delaySeconds = Math.min(2 ** beyond, this.policy.lockSeconds);
    return latest.getTime() + delaySeconds * 1000;
  }

  /** Failures older than this can no longer start or extend a lock. */
  private horizonMs(): number {
    return (this.policy.windowSeconds + this.policy.lockSeconds) * 1000;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }
}
