import type { Static } from '@sinclair/typebox';
import type { deploymentEntrySchema, remoteReleasesSchema } from '../schemas/releaseRoutes';

/** A remote's release switches and releases, as their schemas (schemas/releaseRoutes) declare them. */
export type DeploymentEntry = Static<typeof deploymentEntrySchema>;
export type RemoteReleases = Static<typeof remoteReleasesSchema>;
