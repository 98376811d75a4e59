import type { LoginFailureRepository } from '../repositories/loginFailureRepository';

/**
 * When sign-ins stop being accepted (ASVS 2.2.1): `maxFailuresPerEmail` failures for one
 * e-mail, or `maxFailuresPerIp` from one client, within `windowSeconds` lock that e-mail (or
 * that client) for `lockSeconds` after the last of them.
 */
export interface LoginLockPolicy {
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  windowSeconds: number;
  lockSeconds: number;
}

export type LoginGate =
  { allowed: true; attemptId: number } | { allowed: false; retryAfterSeconds: number };

/** The one answer to a locked e-mail or client, whether or not the e-mail has an account. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Counts failed sign-ins in the database, so a restart lifts no lock. Unknown e-mails are
 * counted like real ones: the lock itself must not tell which e-mails have accounts.
 */
export class LoginThrottle {
  constructor(
    private readonly failures: LoginFailureRepository,
    private readonly policy: LoginLockPolicy,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Before the password is checked. The attempt is written first, as a failure, so that
   * attempts running in parallel count against each other; `succeeded` takes it back.
   */
  async begin(email: string, ip: string): Promise<LoginGate> {
    const now = this.now();
    await this.failures.removeOlderThan(new Date(now.getTime() - this.horizonMs()));
    const locked = await this.retryAfter(email, ip, now);
    if (locked !== null) return { allowed: false, retryAfterSeconds: locked };
    const attemptId = await this.failures.add(email, ip, now);
    // Parallel attempts written just before this one may have used up the allowance.
    const lockedMeanwhile = await this.retryAfter(email, ip, now, attemptId);
    if (lockedMeanwhile !== null) {
      await this.failures.remove(attemptId);
      return { allowed: false, retryAfterSeconds: lockedMeanwhile };
    }
    return { allowed: true, attemptId };
  }

  /** The password was right: the e-mail's failures are forgotten. */
  async succeeded(email: string): Promise<void> {
    await this.failures.removeForEmail(email);
  }

  /** The password was wrong (the attempt stays counted): seconds of the lock it started, if any. */
  async failed(email: string, ip: string): Promise<number | null> {
    return this.retryAfter(email, ip, this.now());
  }

  /** Seconds until `email` and `ip` may try again, null when they may now. */
  private async retryAfter(
    email: string,
    ip: string,
    now: Date,
    beforeId?: number,
  ): Promise<number | null> {
    const since = new Date(now.getTime() - this.horizonMs());
    const [byEmail, byIp] = await Promise.all([
      this.failures.timesSince({ email }, since, beforeId),
      this.failures.timesSince({ ip }, since, beforeId),
    ]);
    const lockedUntil = Math.max(
      this.lockEnd(byEmail, this.policy.maxFailuresPerEmail),
      this.lockEnd(byIp, this.policy.maxFailuresPerIp),
    );
    const left = lockedUntil - now.getTime();
    return left > 0 ? Math.ceil(left / 1000) : null;
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

  /** Failures older than this can no longer start or extend a lock. */
  private horizonMs(): number {
    return (this.policy.windowSeconds + this.policy.lockSeconds) * 1000;
  }
}
