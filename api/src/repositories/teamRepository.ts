import type { Kysely } from 'kysely';
import type { Role, TeamMember } from '@portal/shared/entities/staff';
import { isPostgres } from '../db/database';
import { memberNameKey } from '../lib/memberNameKey';
import type { Database, StaffRow } from '../db/schema';
import { normaliseEmail, StaffRepository } from './staffRepository';

export interface MemberFields {
  name: string;
  email: string;
  type: Role;
}

export function toTeamMember(
  row: Pick<StaffRow, 'id' | 'name' | 'email' | 'type' | 'version'>,
): TeamMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    type: row.type,
    memberRole: row.type,
    version: row.version,
  };
}

/**
 * Manage Team's view of the staff table: current members only. Deleting keeps the row
 * (deleted_at set) for the history the member left behind. Give it a transaction to
 * combine its writes with the audit entry.
 */
export class TeamRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listActive(): Promise<TeamMember[]> {
    const rows = await this.db
      .selectFrom('staff')
      .select(['id', 'name', 'email', 'type', 'version'])
      .where('deleted_at', 'is', null)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows.map(toTeamMember);
  }

  findActive(id: number): Promise<StaffRow | undefined> {
    return new StaffRepository(this.db).findActiveById(id);
  }

  /** Whether a current member other than `exceptId` has this e-mail. */
  async isEmailTaken(email: string, exceptId?: number): Promise<boolean> {
    let query = this.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', normaliseEmail(email))
      .where('deleted_at', 'is', null);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Whether a current member other than `exceptId` has a name that looks like this one. */
  async isNameTaken(name: string, exceptId?: number): Promise<boolean> {
    let query = this.db
      .selectFrom('staff')
      .select('id')
      .where('name_key', '=', memberNameKey(name))
      .where('deleted_at', 'is', null);
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /**
   * The names orders are assigned to that look like this one (its own included): a few rows
   * of order_assignee_counts, one per assignee and status, compared by their key.
   */
  async namesHoldingOrdersLike(name: string): Promise<string[]> {
    const key = memberNameKey(name);
    const rows = await this.db
      .selectFrom('order_assignee_counts')
      .select('assign_to')
      .distinct()
      .where('count', '>', 0)
      .execute();
    return rows.map((row) => row.assign_to).filter((held) => memberNameKey(held) === key);
  }

  /**
   * Active Admins. On PostgreSQL their rows stay locked until the transaction ends, so of
   * two transactions each removing an Admin the second waits and then counts one fewer
   * (under READ COMMITTED both would otherwise count two); SQLite runs one write
   * transaction at a time.
   */
  async countActiveAdmins(): Promise<number> {
    const admins = await this.db
      .selectFrom('staff')
      .select('id')
      .where('type', '=', 'Admin')
      .where('deleted_at', 'is', null)
      .$if(isPostgres(this.db), (query) => query.forUpdate())
      .execute();
    return admins.length;
  }

  async create(fields: MemberFields, passwordHash: string): Promise<number> {
    const row = await this.db
      .insertInto('staff')
      .values({
        name: fields.name,
        name_key: memberNameKey(fields.name),
        email: normaliseEmail(fields.email),
        type: fields.type,
        password_hash: passwordHash,
        deleted_at: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Updates name, e-mail and type, and the password when a new hash is given, if the
   * member still has `expectedVersion`; the new version, or null when someone else
   * changed or deleted the member first.
   */
  async update(
    id: number,
    fields: MemberFields,
    passwordHash: string | null,
    expectedVersion: number,
  ): Promise<number | null> {
    const row = await this.db
      .updateTable('staff')
      .set((eb) => ({
        name: fields.name,
        name_key: memberNameKey(fields.name),
        email: normaliseEmail(fields.email),
        type: fields.type,
        ...(passwordHash === null ? {} : { password_hash: passwordHash }),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .where('version', '=', expectedVersion)
      .returning('version')
      .executeTakeFirst();
    return row?.version ?? null;
  }

  /** The member's own password change: a change like any other, so it raises the version. */
  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db
      .updateTable('staff')
      .set((eb) => ({ password_hash: passwordHash, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .execute();
  }

  /** Soft delete if the member still has `expectedVersion`; false when they changed first. */
  async softDelete(id: number, expectedVersion: number): Promise<boolean> {
    const result = await this.db
      .updateTable('staff')
      .set((eb) => ({ deleted_at: new Date().toISOString(), version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .where('version', '=', expectedVersion)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

/**
 * A write refused by the unique index on current members' name keys (migration 140): another
 * transaction gave a look-alike name to a member between this one's check and its write.
 */
export function isNameKeyConflict(error: unknown): boolean {
  // Read by shape: the drivers' errors need not come from this realm's Error.
  if (typeof error !== 'object' || error === null) return false;
  const { constraint, message } = error as { constraint?: unknown; message?: unknown };
  return (
    constraint === 'staff_name_key_active' ||
    (typeof message === 'string' && message.includes('UNIQUE constraint failed: staff.name_key'))
  );
}
