import { Type, type Static } from '@sinclair/typebox';
import type { ReleaseMetadata } from '../remotes/releaseCompatibility';
import { REMOTES, type RemoteName } from '../remotes/remoteModules';
import { NullableString, successEnvelope } from './envelopeSchemas';
import { StringEnum, type AssertTrue, type SameType } from './schemaTypes';

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** A remote's federation name; anything else is a 400 naming the remotes there are. */
export const remoteNameSchema = StringEnum(REMOTE_NAMES);

/** A release id as `npm run release` prints it; bounded, its form checked by the store. */
export const releaseIdSchema = Type.String({ minLength: 1, maxLength: 100 });

/** A published release as its release.json says (remotes/releaseCompatibility). */
export const releaseMetadataSchema = Type.Object({
  id: Type.String(),
  remote: Type.String(),
  version: Type.String(),
  contentHash: Type.String(),
  gitCommit: Type.String(),
  builtAt: Type.String(),
});
/**
 * ReleaseMetadata stays hand-written beside the release checks the pages load, and is the
 * format of release.json too: this fails to compile when it and its schema differ.
 */
export type ReleaseMetadataBound = AssertTrue<
  SameType<Static<typeof releaseMetadataSchema>, ReleaseMetadata>
>;

/** One switch of a remote's active release (docs/architecture.md, "Releases and deploys"). */
export const deploymentEntrySchema = Type.Object({
  id: Type.Integer(),
  releaseId: Type.String(),
  /**
   * What a rollback from this switch returns to: for a deploy, the release active before it
   * (null: the built dist/ was served).
   */
  previousReleaseId: NullableString(),
  action: StringEnum(['deploy', 'rollback']),
  at: Type.String(),
  actorName: Type.String(),
});

/** A remote's published releases, the active one and its switches, newest first. */
export const remoteReleasesSchema = Type.Object({
  remote: remoteNameSchema,
  /** Null: no release is active, the built dist/ is served. */
  activeReleaseId: NullableString(),
  /** What the next rollback returns to; null when there is nothing to roll back to. */
  rollbackTo: NullableString(),
  releases: Type.Array(releaseMetadataSchema),
  history: Type.Array(deploymentEntrySchema),
});

export const remoteReleasesResponse = successEnvelope(remoteReleasesSchema);
