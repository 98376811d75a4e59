import type { Kysely, Selectable } from 'kysely';
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
   * Makes `id` the one active gateway of its domain. Run it in a transaction: the domain
   * is switched off first, because SQLite checks the one-active index row by row.
   */
  async activate(id: number, domain: DomainFlag): Promise<void> {
    await this.db
      .updateTable('payment_gateways')
      .set({ is_active: 0 })
      .where('is_secondary_domain', '=', domain)
      .where('is_active', '=', 1)
      .execute();
    const result = await this.db
      .updateTable('payment_gateways')
      .set({ is_active: 1 })
      .where('id', '=', id)
      .where('is_secondary_domain', '=', domain)
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) {
      throw new Error(`Gateway ${id} of domain ${domain} could not be activated`);
    }
  }
}
