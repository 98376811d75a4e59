import type { ReleaseMetadata } from '../remotes/releaseCompatibility';
import type { RemoteName } from '../remotes/remoteModules';

/** One switch of a remote's active release (docs/architecture.md, "Releases and deploys"). */
export interface DeploymentEntry {
  id: number;
  releaseId: string;
  /**
   * What a rollback from this switch returns to: for a deploy, the release active before it
   * (null: the built dist/ was served).
   */
  previousReleaseId: string | null;
  action: 'deploy' | 'rollback';
  at: string;
  actorName: string;
}

/** A remote's published releases, the active one and its switches, newest first. */
export interface RemoteReleases {
  remote: RemoteName;
  /** Null: no release is active, the built dist/ is served. */
  activeReleaseId: string | null;
  /** What the next rollback returns to; null when there is nothing to roll back to. */
  rollbackTo: string | null;
  releases: ReleaseMetadata[];
  history: DeploymentEntry[];
}
