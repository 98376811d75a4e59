import type { Kysely } from 'kysely';
import { autoId } from './dialect';

/**
 * Which release of each remote is active, one row per remote, and the history of every
 * switch (docs/architecture.md, "Releases and deploys"). Schema builder only: the same on
 * SQLite and PostgreSQL but for the history's id, which autoId gives each its form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_deployments')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('remote', 'text', (col) => col.notNull())
    .addColumn('release_id', 'text', (col) => col.notNull())
    .addColumn('previous_release_id', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('actor_name', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('remote_deployments_remote')
    .on('remote_deployments')
    .columns(['remote', 'id'])
    .execute();
  await db.schema
    .createTable('active_remote_releases')
    .addColumn('remote', 'text', (col) => col.primaryKey())
    .addColumn('release_id', 'text', (col) => col.notNull())
    .addColumn('deployment_id', 'integer', (col) =>
      col.notNull().references('remote_deployments.id'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('active_remote_releases').execute();
  await db.schema.dropTable('remote_deployments').execute();
}
