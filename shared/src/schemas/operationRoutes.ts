import { noDataResponse } from './envelopeSchemas';
import { noQuery } from './schemaTypes';

/**
 * What a load balancer or orchestrator asks (docs/deployment.md): each call's request and
 * answer, the one declaration the contract's types (api/apiRoutes) and the server share.
 */
export const OPERATION_SCHEMAS = {
  /** The process is alive and answering. */
  health: { querystring: noQuery, response: noDataResponse },
  /** The instance can serve: its database and document storage answer, and it is not stopping. */
  ready: { querystring: noQuery, response: noDataResponse },
};
