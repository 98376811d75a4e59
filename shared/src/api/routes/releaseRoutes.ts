import { Type } from '@sinclair/typebox';
import { successEnvelope } from '../../schemas/envelopeSchemas';
import { noQuery } from '../../schemas/schemaTypes';
import {
  remoteNameSchema,
  releaseIdSchema,
  remoteReleasesSchema,
  remoteReleasesResponse,
} from '../../schemas/releaseSchemas';
import { ROLE_ACCESS } from '../../roles/roleRules';
import { declaredRoute, DEPLOY_TOKEN } from '../apiRoute';

/** Releases are switched by those who may manage deployments, or a squad's pipeline with the deploy token. */
const DEPLOYERS = [...ROLE_ACCESS.manageDeployments, DEPLOY_TOKEN] as const;

/**
 * Remote releases (docs/architecture.md, "Releases and deploys"): listed, deployed and rolled
 * back by those who may manage deployments, or by a squad's pipeline with the deploy token.
 * Each entry declares one call: method, path, access and schemas.
 */
export const RELEASE_ROUTES = {
  remoteReleases: declaredRoute('GET', '/admin/remote-releases', DEPLOYERS, {
    querystring: noQuery,
    response: successEnvelope(Type.Array(remoteReleasesSchema)),
  }),
  deployRelease: declaredRoute('POST', '/admin/deploy-release', DEPLOYERS, {
    body: Type.Object({ remote: remoteNameSchema, releaseId: releaseIdSchema }),
    response: remoteReleasesResponse,
  }),
  rollbackRelease: declaredRoute('POST', '/admin/rollback-release', DEPLOYERS, {
    body: Type.Object({ remote: remoteNameSchema }),
    response: remoteReleasesResponse,
  }),
} as const;
