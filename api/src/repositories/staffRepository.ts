import type { Kysely } from 'kysely';
import { KEY_READ } from '../db/keyReads';
import { CompiledStatement } from '../db/compiledQueries';
import type { Database, NewStaff, StaffRow } from '../db/schema';
import { memberNameKey } from '../lib/memberNameKey';

/** How every staff e-mail is stored and looked up: sign-in ignores case and spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Staff accounts. A deleted member keeps their row (deleted_at set) for the history they left. */
export class StaffRepository {
  /** The auth guard's read on every call, compiled once. */
  private readonly activeById: CompiledStatement<{ id: number }, StaffRow>;

  constructor(private readonly db: Kysely<Database>) {
    this.activeById = new CompiledStatement(db, (from, { id }) =>
      from
        .withPlugin(KEY_READ)
        .selectFrom('staff')
        .selectAll()
        .where('id', '=', id)
        .where('deleted_at', 'is', null),
    );
  }

  findActiveByEmail(email: string): Promise<StaffRow | undefined> {
    return this.db
      .selectFrom('staff')
      .selectAll()
      .where('email', '=', normaliseEmail(email))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** A read by key (keyReads): the auth guard makes it on every request. */
  async findActiveById(id: number): Promise<StaffRow | undefined> {
    const [row] = await this.activeById.execute({ id });
    return row;
  }

  /** The token_version of each current member among `ids` (deleted ones are left out). */
  async activeTokenVersions(ids: readonly number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('staff')
      .select(['id', 'token_version'])
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute();
    return new Map(rows.map((row) => [row.id, row.token_version]));
  }

  /** Ends every session of the member: tokens carry the version they were signed with. */
  async bumpTokenVersion(id: number): Promise<void> {
    await this.db
      .updateTable('staff')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async insertMany(members: readonly NewStaff[]): Promise<void> {
    if (members.length === 0) return;
    await this.db
      .insertInto('staff')
      .values(
        members.map((member) => ({
          ...member,
          name_key: memberNameKey(member.name),
          email: normaliseEmail(member.email),
        })),
      )
      .execute();
  }

  async count(): Promise<number> {
    const { count } = await this.db
      .selectFrom('staff')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }
}
