import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Failed sign-ins by e-mail and client IP; timestamps are ISO-8601 UTC text. */
export class LoginFailureRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async add(email: string, ip: string, at: Date): Promise<number> {
    const { id } = await this.db
      .insertInto('login_failures')
      .values({ email, ip, at: at.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Times of the failures for `key` since `since`, oldest first; only rows before `beforeId` when given. */
  async timesSince(
    key: { email: string } | { ip: string },
    since: Date,
    beforeId?: number,
  ): Promise<Date[]> {
    let query = this.db
      .selectFrom('login_failures')
      .select('at')
      .where('at', '>', since.toISOString())
      .orderBy('at');
    query = 'email' in key ? query.where('email', '=', key.email) : query.where('ip', '=', key.ip);
    if (beforeId !== undefined) query = query.where('id', '<', beforeId);
    const rows = await query.execute();
    return rows.map((row) => new Date(row.at));
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('login_failures').where('id', '=', id).execute();
  }

  /** A successful sign-in forgets the e-mail's failures. */
  async removeForEmail(email: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('email', '=', email).execute();
  }

  /** Rows old enough to no longer count for any lock. */
  async removeOlderThan(before: Date): Promise<void> {
    await this.db.deleteFrom('login_failures').where('at', '<', before.toISOString()).execute();
  }
}
