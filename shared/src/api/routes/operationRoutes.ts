import { noDataResponse } from '../../schemas/envelopeSchemas';
import { noQuery } from '../../schemas/schemaTypes';
import { declaredRoute } from '../apiRoute';

/**
 * What a load balancer or orchestrator asks (docs/deployment.md).
 * Each entry declares one call: method, path, access and schemas.
 */
export const OPERATION_ROUTES = {
  /** The process is alive and answering. */
  health: declaredRoute('GET', '/health', 'public', {
    querystring: noQuery,
    response: noDataResponse,
  }),
  /** The instance can serve: its database and document storage answer, and it is not stopping. */
  ready: declaredRoute('GET', '/ready', 'public', {
    querystring: noQuery,
    response: noDataResponse,
  }),
} as const;
