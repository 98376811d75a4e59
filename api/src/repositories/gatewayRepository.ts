import type { Kysely, Selectable } from 'kysely';
import { isPostgres } from '../db/database';
import type { Database, PaymentGatewaysTable } from '../db/schema';

export type GatewayRow = Selectable<PaymentGatewaysTable>;
export type DomainFlag = 0 | 1;

/** Payment gateways, each taking payments for the primary (0) or the secondary (1) domain. */
export class GatewayRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list(): Promise<GatewayRow[]> {
    return this.db
      .selectFrom('payment_gateways')
      .selectAll()
      .orderBy('is_secondary_domain')
      .orderBy('id')
      .execute();
  }

  findById(id: number): Promise<GatewayRow | undefined> {
    return this.db
      .selectFrom('payment_gateways')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  activeOf(domain: DomainFlag): Promise<GatewayRow | undefined> {
    return this.db
      .selectFrom('payment_gateways')
      .selectAll()
      .where('is_secondary_domain', '=', domain)
      .where('is_active', '=', 1)
      .executeTakeFirst();
  }

  /**
   * Makes `id` the one active gateway of its domain if it still has `expectedVersion`;
   * false when the domain's gateways changed first. Every gateway of the domain gets a new
   * version, so any choice made on the old list is refused. Run it in a transaction: the
   * domain is switched off before `id` goes on, because SQLite checks the one-active index
   * row by row. On PostgreSQL the domain's rows are locked first, so two switches take
   * turns (the second then finds its version gone) instead of each locking the row the
   * other needs; SQLite runs one write transaction at a time.
   */
  async activate(id: number, domain: DomainFlag, expectedVersion: number): Promise<boolean> {
    if (isPostgres(this.db)) {
      await this.db
        .selectFrom('payment_gateways')
        .select('id')
        .where('is_secondary_domain', '=', domain)
        .orderBy('id')
        .forUpdate()
        .execute();
    }
    const claimed = await this.db
      .updateTable('payment_gateways')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('is_secondary_domain', '=', domain)
      .where('version', '=', expectedVersion)
      .executeTakeFirst();
    if (claimed.numUpdatedRows !== 1n) return false;
    await this.db
      .updateTable('payment_gateways')
      .set((eb) => ({ is_active: 0, version: eb('version', '+', 1) }))
      .where('is_secondary_domain', '=', domain)
      .where('id', '<>', id)
      .execute();
    await this.db
      .updateTable('payment_gateways')
      .set({ is_active: 1 })
      .where('id', '=', id)
      .execute();
    return true;
  }
}
