import { Migrator, type Kysely, type Migration, type MigrationResult } from 'kysely';
import { isPostgres, withoutTimeLimits } from '../database';
import type { Database } from '../schema';
import * as initial from './001_initial';
import * as outboxAndAudit from './002_outbox_and_audit';
import * as orderSearchIndexes from './010_order_search_indexes';
import * as mailDelivery from './020_mail_delivery';
import * as staffEmailUniqueAmongActive from './030_staff_email_unique_among_active';
import * as oneActiveGatewayPerDomain from './031_one_active_gateway_per_domain';
import * as loginFailures from './050_login_failures';
import * as orderStatusCounts from './060_order_status_counts';
import * as ordersCreatedIndex from './061_orders_created_index';
import * as ordersAssigneeCreated from './062_orders_assignee_created';
import * as staffAndGatewayVersions from './070_staff_and_gateway_versions';
import * as orderSearchFts from './080_order_search_fts';
import * as orderReportDays from './081_order_report_days';
import * as sharedInstanceState from './090_shared_instance_state';
import * as remoteReleases from './100_remote_releases';
import * as ordersStatusListed from './110_orders_status_listed';
import * as orderAssigneeCounts from './120_order_assignee_counts';
import * as auditRequestId from './130_audit_request_id';
import * as staffNameKey from './140_staff_name_key';
import * as orderSearchFragments from './150_order_search_fragments';
import * as orderSearchRows from './160_order_search_rows';
import * as ordersDetailsLz4 from './170_orders_details_lz4';
import * as searchDocumentStatistics from './180_search_document_statistics';

/** Every migration, in order. Listed statically so the build needs no file scanning. */
export const MIGRATIONS: Record<string, Migration> = {
  '001_initial': initial,
  '002_outbox_and_audit': outboxAndAudit,
  '010_order_search_indexes': orderSearchIndexes,
  '020_mail_delivery': mailDelivery,
  '030_staff_email_unique_among_active': staffEmailUniqueAmongActive,
  '031_one_active_gateway_per_domain': oneActiveGatewayPerDomain,
  '050_login_failures': loginFailures,
  '060_order_status_counts': orderStatusCounts,
  '061_orders_created_index': ordersCreatedIndex,
  '062_orders_assignee_created': ordersAssigneeCreated,
  '070_staff_and_gateway_versions': staffAndGatewayVersions,
  '080_order_search_fts': orderSearchFts,
  '081_order_report_days': orderReportDays,
  '090_shared_instance_state': sharedInstanceState,
  '100_remote_releases': remoteReleases,
  '110_orders_status_listed': ordersStatusListed,
  '120_order_assignee_counts': orderAssigneeCounts,
  '130_audit_request_id': auditRequestId,
  '140_staff_name_key': staffNameKey,
  '150_order_search_fragments': orderSearchFragments,
  '160_order_search_rows': orderSearchRows,
  '170_orders_details_lz4': ordersDetailsLz4,
  '180_search_document_statistics': searchDocumentStatistics,
};

export class MigrationError extends Error {}

/**
 * Runs the migrations not yet applied; running it again changes nothing. On PostgreSQL
 * they run without the serving pool's time limits (withoutTimeLimits).
 */
export function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  return isPostgres(db) ? withoutTimeLimits(db, (_client, pinned) => migrate(pinned)) : migrate(db);
}

async function migrate(db: Kysely<Database>): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Migration ${failed ?? ''} failed: ${reason}`, { cause: error });
  }
  return results;
}
