import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { recordAudit, type AuditEntry } from '../audit/auditLog';
import type { Database } from '../db/schema';
import type { DeliveryOutcome } from './mailDispatcher';

/**
 * A change that causes one mail: `write` makes the change and enqueues the mail in one
 * transaction and returns the mail's outbox id; the mail is delivered right after the
 * commit, never inside the transaction (api/src/mail/README.md), so the caller can tell the
 * user how it went (./deliveryMessage.ts).
 */
export async function mailAfterCommit(
  app: FastifyInstance,
  write: (trx: Kysely<Database>) => Promise<number>,
): Promise<{ outboxId: number; outcome: DeliveryOutcome | undefined }> {
  const outboxId = await app.db.transaction().execute(write);
  const [outcome] = await app.mailDispatcher.deliver([outboxId]);
  return { outboxId, outcome };
}

/** The audit entry of a mail staff sent about an order: its kind, recipient and provider. */
export function auditOrderMail(
  trx: Kysely<Database>,
  actor: AuditEntry['actor'],
  orderId: number,
  mail: { kind: string; to: string; provider: string } & Record<string, unknown>,
): Promise<void> {
  return recordAudit(trx, {
    actor,
    action: 'order.mail',
    entity: 'order',
    entityId: orderId,
    to: mail,
  });
}
