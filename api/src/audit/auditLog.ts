import type { Kysely } from 'kysely';
import type { AuditLogTable, Database } from '../db/schema';
import { currentRequest } from '../lib/requestContext';

export interface AuditEntry {
  actor: { id: number | null; name: string };
  action: string;
  entity: AuditLogTable['entity'];
  entityId: string | number;
  from?: unknown;
  to?: unknown;
}

function stored(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Appends one entry to the audit log. Call it with the transaction of the change it
 * records, so there is never a change without its entry or an entry without its change.
 * The entry names the request it was made in (its X-Request-Id), if any.
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: new Date().toISOString(),
      actor_id: entry.actor.id,
      actor_name: entry.actor.name,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      from_value: stored(entry.from),
      to_value: stored(entry.to),
      request_id: currentRequest()?.id ?? null,
    })
    .execute();
}
