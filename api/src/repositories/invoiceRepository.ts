import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The order fields an invoice prints. */
export interface InvoiceOrder {
  order_id: number;
  email: string;
  given_names: string;
  family_name: string;
  nationality: string;
  domain_name: string;
  processing_type: 'Standard' | 'Priority';
  created_at: string;
  transaction_id: string | null;
  merchant_name: string | null;
}

export class InvoiceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findOrder(orderId: number): Promise<InvoiceOrder | undefined> {
    return this.db
      .selectFrom('orders')
      .select([
        'order_id',
        'email',
        'given_names',
        'family_name',
        'nationality',
        'domain_name',
        'processing_type',
        'created_at',
        'transaction_id',
        'merchant_name',
      ])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
  }
}
