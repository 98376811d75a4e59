import type { InferResult, Kysely, Selectable, Updateable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { OrderStatus, ProcessStatus } from '@portal/shared/entities/folders';
import type {
  DownloadHistoryItem,
  MailHistoryItem,
  OrderDetails,
  RemarkItem,
  UploadDoc,
} from '@portal/shared/entities/order';
import { trackOrderUrl } from '@portal/shared/orders/approvalEmail';
import { applicationDetailsSchema } from '@portal/shared/schemas/orderSchemas';
import type {
  AuditLogTable,
  Database,
  NewOrderDocument,
  NewRemark,
  OrdersTable,
  StoredApplicationDetails,
} from '../db/schema';
import { CompiledStatement } from '../db/compiledQueries';
import type { MailConfig } from '../mail/mailConfig';
import { dialectOf, type Dialect } from '../db/database';
import { latestDocumentOf, type OrderDocumentRow } from './orderDocuments';
import type { OrderKey } from './orderRepository';

export type OrderRow = Selectable<OrdersTable>;
export type AuditRow = Selectable<AuditLogTable>;

/** Every answer the order page shows (the shared applicationDetailsSchema). */
const ANSWER_NAMES = Object.keys(applicationDetailsSchema.properties);

/**
 * The answers of an order's details JSON, each one it lacks or holds as other than text read
 * as '': a field an old order never answered, or every field of a damaged value, shows empty
 * rather than failing the page (docs/decisions.md, "An old or damaged order's answers").
 */
function storedDetails(json: string): StoredApplicationDetails {
  const answers = parsedAnswers(json);
  for (const name of ANSWER_NAMES) if (typeof answers[name] !== 'string') answers[name] = '';
  return answers as StoredApplicationDetails;
}

/** The details JSON's answers by name: none when it is not JSON or not an object of answers. */
function parsedAnswers(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** What the page shows of the latest document (the one latestDocument reads). */
function latestUploadDoc(db: Kysely<Database>, { orderId }: OrderKey) {
  return db
    .selectFrom('order_documents')
    .select(['file1', 'customer_name', 'is_rejected_doc', 'mail_service_provider'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1);
}

/** Mails of the order, oldest first, each with its document and how it was delivered. */
function mailRows(db: Kysely<Database>, { orderId }: OrderKey) {
  return db
    .selectFrom('mail_history as m')
    .leftJoin('order_documents as d', 'd.id', 'm.document_id')
    .leftJoin('mail_outbox as o', 'o.id', 'm.outbox_id')
    .select([
      'm.id',
      'm.order_id',
      'm.create_ts',
      'm.remainder_mail',
      'm.mail_service_provider',
      'm.email',
      'd.id as document_id',
      'd.file1',
      'd.customer_name',
      'd.is_rejected_doc',
      'd.mail_service_provider as document_provider',
      'o.id as outbox_id',
      'o.kind as mail_kind',
      'o.status as delivery_status',
      'o.delivered_via',
      'o.last_error',
    ])
    .where('m.order_id', '=', orderId)
    .orderBy('m.id');
}

/** Downloads of the order's document by the customer, oldest first. */
function downloadRows(db: Kysely<Database>, { orderId }: OrderKey) {
  return db
    .selectFrom('download_history')
    .select(['id', 'order_id', 'create_ts', 'ip', 'timezone', 'browser', 'os', 'file1'])
    .where('order_id', '=', orderId)
    .orderBy('create_ts')
    .orderBy('id');
}

/** Comment History: newest first. */
function remarkRows(db: Kysely<Database>, { orderId }: OrderKey) {
  return db
    .selectFrom('remarks')
    .select([
      'id',
      'order_id',
      'us_date',
      'us_time',
      'remark_name',
      'remark',
      'whatsapp',
      'telephone',
      'status_refund',
      'voided',
      'chargeback',
      'report_error',
    ])
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
}

type MailRow = InferResult<ReturnType<typeof mailRows>>[number];

/** The order's own row. */
function orderRow(db: Kysely<Database>, { orderId }: OrderKey) {
  return db.selectFrom('orders').selectAll().where('order_id', '=', orderId);
}

/** On PostgreSQL, the order's row with its page's parts as JSON arrays beside it. */
function orderWithParts(db: Kysely<Database>, key: OrderKey) {
  return orderRow(db, key).select([
    jsonArrayFrom(latestUploadDoc(db, key)).as('documents'),
    jsonArrayFrom(mailRows(db, key)).as('mails'),
    jsonArrayFrom(downloadRows(db, key)).as('downloads'),
    jsonArrayFrom(remarkRows(db, key)).as('remarks'),
  ]);
}

/** A mail row as the page shows it: its document and its delivery, when it has them. */
function mailHistoryItemOf(row: MailRow): MailHistoryItem {
  return {
    id: row.id,
    order_id: row.order_id,
    create_ts: row.create_ts,
    remainder_mail: row.remainder_mail,
    mail_service_provider: row.mail_service_provider,
    email: row.email,
    uploadDoc:
      row.document_id !== null &&
      row.file1 !== null &&
      row.customer_name !== null &&
      row.is_rejected_doc !== null &&
      row.document_provider !== null
        ? {
            file1: row.file1,
            customer_name: row.customer_name,
            is_rejected_doc: row.is_rejected_doc,
            mail_service_provider: row.document_provider,
          }
        : null,
    delivery:
      row.outbox_id !== null && row.delivery_status !== null && row.mail_kind !== null
        ? {
            kind: row.mail_kind,
            status: row.delivery_status,
            channel: row.delivered_via,
            error: row.last_error,
          }
        : null,
  };
}

/** The order's row and the parts its page shows, as orderDetails reads them. */
interface OrderWithParts {
  order: OrderRow;
  documents: UploadDoc[];
  mails: MailRow[];
  downloads: DownloadHistoryItem[];
  remarks: RemarkItem[];
}

/**
 * Everything the order page reads and writes: the order with its answers, documents,
 * mails, downloads, remarks and audit trail. Writes take the caller's transaction
 * (construct it with `trx`), so a change, its mail and its audit entry commit together.
 */
export class OrderDetailRepository {
  private readonly dialect: Dialect;

  /** The order page's reads, each compiled once (compiledQueries). */
  private readonly pageReads;

  constructor(private readonly db: Kysely<Database>) {
    this.dialect = dialectOf(db);
    this.pageReads = {
      inOneStatement: new CompiledStatement(db, orderWithParts),
      order: new CompiledStatement(db, orderRow),
      documents: new CompiledStatement(db, latestUploadDoc),
      mails: new CompiledStatement(db, mailRows),
      downloads: new CompiledStatement(db, downloadRows),
      remarks: new CompiledStatement(db, remarkRows),
    };
  }

  findOrder(orderId: number): Promise<OrderRow | undefined> {
    return orderRow(this.db, { orderId }).executeTakeFirst();
  }

  /**
   * The full order as the page shows it, or null when there is no such order. Its mail
   * addresses come from the mail settings: the application mail domain and the customer site.
   */
  async orderDetails(
    orderId: number,
    mail: Pick<MailConfig, 'applicationMailDomain' | 'siteUrl'>,
  ): Promise<OrderDetails | null> {
    const parts =
      this.dialect === 'postgres'
        ? await this.inOneStatement(orderId)
        : await this.inFiveReads(orderId);
    if (!parts) return null;
    const { order } = parts;
    // The order's columns are assigned onto the parsed answers, not spread with them: V8
    // copies an object of some 80 properties by a slow path that makes new hidden classes
    // on every call (docs/benchmarks.md, "The order page's answers assigned, not spread").
    return Object.assign(storedDetails(order.details), {
      given_names: order.given_names,
      family_name: order.family_name,
      mobile_phone: order.mobile_phone,
      nationality: order.nationality,
      order_id: order.order_id,
      email: order.email,
      application_email: `${order.order_id}@${mail.applicationMailDomain}`,
      track_url: trackOrderUrl(mail.siteUrl, order.order_id),
      domain_name: order.domain_name,
      process_status: order.process_status,
      order_status: order.order_status,
      processing_type: order.processing_type,
      transaction_id: order.transaction_id,
      merchant_name: order.merchant_name,
      assign_to: order.assign_to,
      created_at: order.created_at,
      version: order.version,
      uploadDoc: parts.documents[0] ?? null,
      mailHistory: parts.mails.map(mailHistoryItemOf),
      downloadHistory: parts.downloads,
      remark: parts.remarks,
    });
  }

  /**
   * On PostgreSQL one statement, its parts JSON arrays beside the order's columns: one round
   * trip on one pooled connection, where five statements at once took five connections and
   * five server processes, the slowest of them the page's time.
   */
  private async inOneStatement(orderId: number): Promise<OrderWithParts | undefined> {
    const [row] = await this.pageReads.inOneStatement.execute({ orderId });
    if (!row) return undefined;
    const { documents, mails, downloads, remarks } = row;
    return { order: row, documents, mails, downloads, remarks };
  }

  /**
   * On SQLite five reads at once, which its reader threads run side by side: faster than one
   * statement that builds JSON on one thread (docs/benchmarks.md, "The order page in one
   * statement").
   */
  private async inFiveReads(orderId: number): Promise<OrderWithParts | undefined> {
    const reads = this.pageReads;
    const key = { orderId };
    const [[order], documents, mails, downloads, remarks] = await Promise.all([
      reads.order.execute(key),
      reads.documents.execute(key),
      reads.mails.execute(key),
      reads.downloads.execute(key),
      reads.remarks.execute(key),
    ]);
    return order && { order, documents, mails, downloads, remarks };
  }

  /** The document the order page works with: the one uploaded last. */
  latestDocument(orderId: number): Promise<OrderDocumentRow | undefined> {
    return latestDocumentOf(this.db, orderId);
  }

  /** A document of the order by its stored name (links in the histories name it so). */
  documentByFile(orderId: number, file1: string): Promise<OrderDocumentRow | undefined> {
    return this.db
      .selectFrom('order_documents')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('file1', '=', file1)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Downloads of the order's document by the customer, oldest first. */
  downloadHistory(orderId: number): Promise<DownloadHistoryItem[]> {
    return downloadRows(this.db, { orderId }).execute();
  }

  /** Every audited change of the order, oldest first. */
  auditTrail(orderId: number): Promise<AuditRow[]> {
    return this.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(orderId))
      .orderBy('id')
      .execute();
  }

  /**
   * Sets the order's status if it still has `expectedVersion`; false when someone else
   * changed it first.
   */
  moveStatus(
    orderId: number,
    change: { processStatus?: ProcessStatus; orderStatus?: OrderStatus; processedBy?: string },
    expectedVersion: number,
  ): Promise<boolean> {
    return this.changeIfCurrent(orderId, expectedVersion, {
      ...(change.processStatus === undefined ? {} : { process_status: change.processStatus }),
      ...(change.orderStatus === undefined ? {} : { order_status: change.orderStatus }),
      ...(change.processedBy === undefined ? {} : { processed_by: change.processedBy }),
    });
  }

  /** Saves the payment the defence packs cite, if the order still has `expectedVersion`. */
  saveTransactionDetails(
    orderId: number,
    details: { transactionId: string; merchantName: string },
    expectedVersion: number,
  ): Promise<boolean> {
    return this.changeIfCurrent(orderId, expectedVersion, {
      transaction_id: details.transactionId,
      merchant_name: details.merchantName,
    });
  }

  /**
   * Claims the next version for a change kept in another table (a remark, a document):
   * false when the order no longer has `expectedVersion`. Run it in the change's
   * transaction, so the claim and the change commit or fail together.
   */
  claimVersion(orderId: number, expectedVersion: number): Promise<boolean> {
    return this.changeIfCurrent(orderId, expectedVersion, {});
  }

  /** One conditional UPDATE, so two changes based on the same version cannot both win. */
  private async changeIfCurrent(
    orderId: number,
    expectedVersion: number,
    columns: Updateable<OrdersTable>,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('orders')
      .set((eb) => ({
        ...columns,
        updated_at: new Date().toISOString(),
        version: eb('version', '+', 1),
      }))
      .where('order_id', '=', orderId)
      .where('version', '=', expectedVersion)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async insertDocument(document: NewOrderDocument): Promise<number> {
    const row = await this.db
      .insertInto('order_documents')
      .values(document)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async markDocumentRejected(documentId: number): Promise<void> {
    await this.db
      .updateTable('order_documents')
      .set({ is_rejected_doc: 'Yes' })
      .where('id', '=', documentId)
      .execute();
  }

  async insertRemark(remark: NewRemark): Promise<number> {
    const row = await this.db
      .insertInto('remarks')
      .values(remark)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
