import type { Static, TObject } from '@sinclair/typebox';
import type { teamMemberFields } from '../schemas/settingsSchemas';
import { FRONT_ROUTES } from './frontRoutes';
import { OPERATION_ROUTES } from './routes/operationRoutes';
import { ORDER_DETAIL_ROUTES } from './routes/orderDetailRoutes';
import { QUEUE_ROUTES } from './routes/queueRoutes';
import { RELEASE_ROUTES } from './routes/releaseRoutes';
import { REPORT_ROUTES } from './routes/reportRoutes';
import { SESSION_ROUTES } from './routes/sessionRoutes';
import { SETTINGS_ROUTES } from './routes/settingsRoutes';
import type { ApiRoute } from './apiRoute';

export { API_BASE } from './apiRoute';
export { DEPLOY_TOKEN } from './apiRoute';
export type {
  Access,
  ApiRoute,
  Caller,
  DataOf,
  DataFrom,
  DeclaredRoute,
  HttpMethod,
  RequestFrom,
  RequestOf,
  RequestParts,
  RouteSchemas,
} from './apiRoute';

/**
 * The one table of every API call, each declared once in its group's file (./routes/*: method,
 * path, access and schemas); the customer calls in frontRoutes, since customer pages load
 * only those. The server registers its routes from this table, enforces `access` and
 * validates by the schemas; the clients call through it.
 */
export const API_ROUTES = {
  ...OPERATION_ROUTES,
  ...SESSION_ROUTES,
  ...QUEUE_ROUTES,
  ...ORDER_DETAIL_ROUTES,
  ...REPORT_ROUTES,
  ...SETTINGS_ROUTES,
  ...RELEASE_ROUTES,
  ...FRONT_ROUTES,
} as const;

/** The Manage Team form's fields as sent; the password is optional on update (empty keeps the current one). */
export type TeamMemberInput = Static<TObject<typeof teamMemberFields>> & { password?: string };

export type ApiRouteKey = keyof typeof API_ROUTES;

/**
 * The calls the customer site answers (docs/security.md, "Two origins"): the customer pages'
 * own calls and the two health checks, which a balancer probing each port asks there too.
 * Every other call, sign-in included, is the staff site's alone: the customer listener
 * answers it 404.
 */
export const CUSTOMER_SITE_ROUTES: readonly ApiRoute[] = [
  API_ROUTES.health,
  API_ROUTES.ready,
  ...Object.values(FRONT_ROUTES),
];
