import type { Kysely } from 'kysely';
import type { DeploymentEntry, RemoteReleases } from '@portal/shared/entities/deployments';
import type { ReleaseRecord } from '@portal/shared/remotes/releaseCompatibility';
import type { RemoteName } from '@portal/shared/remotes/remoteModules';
import { recordAudit, type AuditEntry } from '../audit/auditLog';
import type { Database } from '../db/schema';
import { ApiError } from '../lib/apiError';
import { releaseProblems } from './hostCompatibility';
import type { ReleaseStore } from './releaseStore';

type Actor = AuditEntry['actor'];

export interface ActiveRelease {
  id: string;
  metadata: ReleaseRecord | null;
}

/**
 * The active release of each remote: one row per remote, switched in one transaction
 * with its history row and audit entry (docs/architecture.md, "Releases and deploys").
 * /remotes.json reads the rows on every request, so a switch applies to the next page
 * load or navigation without a restart.
 */
export class Deployments {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: ReleaseStore,
    /** Where the hosts' builds are, whose compatibility.json a deploy is checked against. */
    private readonly repoRoot: string,
  ) {}

  /** Each remote that has an active release, with its id: one small read, no release store. */
  activeIds(): Promise<Array<{ remote: string; release_id: string }>> {
    return this.db.selectFrom('active_remote_releases').select(['remote', 'release_id']).execute();
  }

  /**
   * remote → its active release, for every remote that has one; its metadata is null when
   * the release's files are gone (the remote's routes then show their fallback, never
   * another build in its place).
   */
  async activeReleases(): Promise<Map<string, ActiveRelease>> {
    const rows = await this.activeIds();
    // Each find is a few round trips to a bucket: the remotes' at once.
    const found = await Promise.all(rows.map((row) => this.store.find(row.remote, row.release_id)));
    return new Map(
      rows.map((row, index) => [
        row.remote,
        { id: row.release_id, metadata: found[index] ?? null },
      ]),
    );
  }

  async list(remote: RemoteName): Promise<RemoteReleases> {
    const active = await this.db
      .selectFrom('active_remote_releases')
      .selectAll()
      .where('remote', '=', remote)
      .executeTakeFirst();
    const rows = await this.db
      .selectFrom('remote_deployments')
      .selectAll()
      .where('remote', '=', remote)
      .orderBy('id', 'desc')
      .execute();
    const history: DeploymentEntry[] = rows.map((row) => ({
      id: row.id,
      releaseId: row.release_id,
      previousReleaseId: row.previous_release_id,
      action: row.action,
      at: row.at,
      actorName: row.actor_name,
    }));
    return {
      remote,
      activeReleaseId: active?.release_id ?? null,
      rollbackTo:
        history.find((entry) => entry.id === active?.deployment_id)?.previousReleaseId ?? null,
      // What each release needs of its host is checked on deploy, never sent: the list is
      // the releases' metadata, as its schema declares.
      releases: (await this.store.list(remote)).map(({ needs, ...metadata }) => metadata),
      history,
    };
  }

  /**
   * Makes `releaseId` the active release of `remote`, refusing a missing one or one that needs
   * what the current build of its host does not provide.
   */
  async deploy(actor: Actor, remote: RemoteName, releaseId: string): Promise<RemoteReleases> {
    const release = await this.store.find(remote, releaseId);
    if (!release) {
      throw new ApiError(404, `The ${remote} remote has no published release ${releaseId}.`);
    }
    const problems = releaseProblems(this.repoRoot, remote, release);
    if (problems.length > 0) {
      throw new ApiError(
        409,
        `Release ${releaseId} of ${remote} does not fit this portal: ${problems.join('; ')}.`,
      );
    }
    await this.db.transaction().execute(async (trx) => {
      const current = await activeRow(trx, remote);
      if (current?.release_id === releaseId) return;
      await switchTo(trx, actor, {
        remote,
        releaseId,
        previousReleaseId: current?.release_id ?? null,
        action: 'deploy',
      });
    });
    return this.list(remote);
  }

  /** Returns `remote` to the release that was active before the current one. */
  async rollback(actor: Actor, remote: RemoteName): Promise<RemoteReleases> {
    await this.db.transaction().execute(async (trx) => {
      const current = await activeRow(trx, remote);
      if (!current)
        throw new ApiError(409, `The ${remote} remote has no active release to roll back.`);
      const switched = await trx
        .selectFrom('remote_deployments')
        .selectAll()
        .where('id', '=', current.deployment_id)
        .executeTakeFirstOrThrow();
      const target = switched.previous_release_id;
      if (!target) {
        throw new ApiError(409, `The ${remote} remote has no earlier release to roll back to.`);
      }
      if (!(await this.store.find(remote, target))) {
        throw new ApiError(409, `Release ${target} of ${remote} is no longer published.`);
      }
      // What was active before the target became active: the next rollback's target.
      const before = await trx
        .selectFrom('remote_deployments')
        .select('previous_release_id')
        .where('remote', '=', remote)
        .where('release_id', '=', target)
        .where('id', '<', switched.id)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      await switchTo(trx, actor, {
        remote,
        releaseId: target,
        previousReleaseId: before?.previous_release_id ?? null,
        action: 'rollback',
        from: current.release_id,
      });
    });
    return this.list(remote);
  }
}

function activeRow(db: Kysely<Database>, remote: string) {
  return db
    .selectFrom('active_remote_releases')
    .selectAll()
    .where('remote', '=', remote)
    .executeTakeFirst();
}

interface Switch {
  remote: string;
  releaseId: string;
  /** Stored as the history row's previous release: what a rollback from it returns to. */
  previousReleaseId: string | null;
  action: 'deploy' | 'rollback';
  /** The release active until now, for the audit entry; the previous release by default. */
  from?: string;
}

async function switchTo(db: Kysely<Database>, actor: Actor, change: Switch): Promise<void> {
  const { id } = await db
    .insertInto('remote_deployments')
    .values({
      remote: change.remote,
      release_id: change.releaseId,
      previous_release_id: change.previousReleaseId,
      action: change.action,
      at: new Date().toISOString(),
      actor_name: actor.name,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('active_remote_releases')
    .values({ remote: change.remote, release_id: change.releaseId, deployment_id: id })
    .onConflict((conflict) =>
      conflict.column('remote').doUpdateSet({ release_id: change.releaseId, deployment_id: id }),
    )
    .execute();
  await recordAudit(db, {
    actor,
    action: `release.${change.action}`,
    entity: 'remote',
    entityId: change.remote,
    from: change.from ?? change.previousReleaseId,
    to: change.releaseId,
  });
}
