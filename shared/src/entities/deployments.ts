import type { Static } from '@sinclair/typebox';
import type { deploymentEntrySchema, remoteReleasesSchema } from '../schemas/releaseSchemas';

/** A remote's release switches and releases, as their schemas (schemas/releaseSchemas) declare them. */
export type DeploymentEntry = Static<typeof deploymentEntrySchema>;
export type RemoteReleases = Static<typeof remoteReleasesSchema>;
