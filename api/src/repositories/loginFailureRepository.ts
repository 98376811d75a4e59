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

  /**
   * Times of the failures of an e-mail, a client or both since `since`, oldest first; with
   * `beforeId`, only rows written before that one.
   */
  async timesSince(
    key: { email?: string; ip?: string },
    since: Date,
    beforeId?: number,
  ): Promise<Date[]> {
    let query = this.db
      .selectFrom('login_failures')
      .select('at')
      .where('at', '>', since.toISOString())
      .orderBy('at');
    if (key.email !== undefined) query = query.where('email', '=', key.email);
    if (key.ip !== undefined) query = query.where('ip', '=', key.ip);
    if (beforeId !== undefined) query = query.where('id', '<', beforeId);
    const rows = await query.execute();
    return rows.map((row) => new Date(row.at));
  }

  /** Dates a reserved row as the failure it became. */
  async setTime(id: number, at: Date): Promise<void> {
    await this.db
      .updateTable('login_failures')
      .set({ at: at.toISOString() })
      .where('id', '=', id)
      .execute();
  }

  async remove(id: number): Promise<void> {
    await this.db.deleteFrom('login_failures').where('id', '=', id).execute();
  }

  /** A successful sign-in forgets the failures of its e-mail from its client. */
  async removeFor(email: string, ip: string): Promise<void> {
    await this.db
      .deleteFrom('login_failures')
      .where('email', '=', email)
      .where('ip', '=', ip)
      .execute();
  }

  /** An Admin's unlock forgets every failure of the e-mail. */
  async removeForEmail(email: string): Promise<number> {
    const result = await this.db
      .deleteFrom('login_failures')
      .where('email', '=', email)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The e-mails with at least `min` failures since `since`: the accounts held back. */
  async emailsWithFailures(since: Date, min: number): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('login_failures')
      .select('email')
      .where('at', '>', since.toISOString())
      .groupBy('email')
      .having((eb) => eb.fn.countAll(), '>=', min)
      .execute();
    return new Set(rows.map((row) => row.email));
  }

  /** Rows old enough to no longer count for any lock. */
  async removeOlderThan(before: Date): Promise<void> {
    await this.db.deleteFrom('login_failures').where('at', '<', before.toISOString()).execute();
  }
}
