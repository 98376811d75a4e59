import type { Static, TObject } from '@sinclair/typebox';
import { ROLE_ACCESS } from '../roles/roleRules';
import type { OPERATION_SCHEMAS } from '../schemas/operationRoutes';
import type { ORDER_DETAIL_SCHEMAS } from '../schemas/orderDetailRoutes';
import type { QUEUE_SCHEMAS } from '../schemas/queueRoutes';
import type { RELEASE_SCHEMAS } from '../schemas/releaseRoutes';
import type { REPORT_SCHEMAS } from '../schemas/reportRoutes';
import type { SESSION_SCHEMAS } from '../schemas/sessionRoutes';
import type { SETTINGS_SCHEMAS, teamMemberFields } from '../schemas/settingsRoutes';
import {
  declaredRoute,
  DEPLOY_TOKEN,
  orderPageCall,
  route,
  type ApiRoute,
  type DataFrom,
  type RequestFrom,
} from './apiRoute';
import { FRONT_ROUTES } from './frontRoutes';

export { API_BASE } from './apiRoute';
export { DEPLOY_TOKEN } from './apiRoute';
export type {
  Access,
  ApiRoute,
  Caller,
  DataOf,
  DataFrom,
  HttpMethod,
  RequestFrom,
  RequestOf,
  RequestParts,
} from './apiRoute';

/** Releases are switched by those who may manage deployments, or a squad's pipeline with the deploy token. */
const DEPLOYERS = [...ROLE_ACCESS.manageDeployments, DEPLOY_TOKEN] as const;

/**
 * The one table of every API call: the staff calls here, the customer calls in
 * frontRoutes (customer pages load only those). The server registers its routes from
 * this table and enforces `access`; the clients call through it.
 */
export const API_ROUTES = {
  // Operations: what a load balancer or orchestrator asks (docs/deployment.md), declared by
  // OPERATION_SCHEMAS
  /** The process is alive and answering. */
  health: declaredRoute<OP['health']>('GET', '/health', 'public'),
  /** The instance can serve: its database and document storage answer, and it is not stopping. */
  ready: declaredRoute<OP['ready']>('GET', '/ready', 'public'),

  // Session: request and answer declared by SESSION_SCHEMAS (shared/src/schemas)
  adminLogin: declaredRoute<SS['adminLogin']>('POST', '/admin/admin-login', 'public'),
  userInfo: declaredRoute<SS['userInfo']>('GET', '/user_info', 'staff'),
  logout: declaredRoute<SS['logout']>('POST', '/admin/logout', 'staff'),
  /** A fresh token for the same session (same token version and sign-in time). */
  refreshSession: declaredRoute<SS['refreshSession']>('POST', '/admin/refresh-session', 'staff'),
  changePassword: declaredRoute<SS['changePassword']>('POST', '/admin/change-password', 'staff'),

  // Queues: request and answer declared by QUEUE_SCHEMAS (shared/src/schemas)
  folderCount: declaredRoute<QS['folderCount']>('GET', '/admin/get-folder-count', 'staff'),
  ordersList: declaredRoute<QS['ordersList']>('GET', '/admin/get-orders-list/:orderName', 'staff'),
  searchOrder: declaredRoute<QS['searchOrder']>('POST', '/admin/search-order', 'staff'),
  assignOrderStatus: declaredRoute<QS['assignOrderStatus']>(
    'PUT',
    '/admin/assign-order-status',
    'staff',
  ),
  /** Deletes orders; `folderName` is the queue it is done from (My Orders: Admin only). */
  changeOrderStatus: declaredRoute<QS['changeOrderStatus']>(
    'PUT',
    '/admin/change-order-status',
    ROLE_ACCESS.deleteOrders,
  ),
  /** Moves one order, as the order page would: its holder's only while someone holds it. */
  moveToCompleteRefund: orderPageCall(
    declaredRoute<QS['moveToCompleteRefund']>('PUT', '/admin/move-to-complete-refund', 'staff'),
  ),
  refundOrders: declaredRoute<QS['refundOrders']>('PUT', '/admin/refund-orders', 'staff'),
  /** Server-sent events: `changed` whenever the audit log grows (docs/decisions.md). */
  liveUpdates: route<RequestFrom<QS['liveUpdates']>, never>('GET', '/admin/live-updates', 'staff'),

  // Order detail: request and answer declared by ORDER_DETAIL_SCHEMAS (shared/src/schemas);
  // every call is its holder's only while the order waits in someone's My Orders
  orderDetails: orderPageCall(
    declaredRoute<OD['orderDetails']>('GET', '/admin/get-orders-details/:orderId', 'staff'),
  ),
  /** The order's audit trail, newest first: the Activity timeline of its page. */
  orderActivity: orderPageCall(
    declaredRoute<OD['orderActivity']>('GET', '/admin/order-activity/:orderId', 'staff'),
  ),
  moveOrderStatus: orderPageCall(
    declaredRoute<OD['moveOrderStatus']>('PUT', '/admin/move-order-status', 'staff'),
  ),
  /** Multipart: orderId, email, mailServiceProvider, version and the file uploadVisaDoc. */
  uploadVisaDocument: orderPageCall(
    route<{ body: FormData }, DataFrom<OD['uploadVisaDocument']>>(
      'POST',
      '/admin/upload-visa-document',
      'staff',
    ),
  ),
  resendMail: orderPageCall(declaredRoute<OD['resendMail']>('POST', '/admin/resend-mail', 'staff')),
  sendRejectionMail: orderPageCall(
    declaredRoute<OD['sendRejectionMail']>('POST', '/admin/send-rejection-mail', 'staff'),
  ),
  sendDownloadHistoryMail: orderPageCall(
    declaredRoute<OD['sendDownloadHistoryMail']>('POST', '/admin/send-download-history', 'staff'),
  ),
  addNewRemark: orderPageCall(
    declaredRoute<OD['addNewRemark']>('POST', '/admin/add-new-remark', 'staff'),
  ),
  defencePackPdf: orderPageCall(
    route<RequestFrom<OD['defencePackPdf']>, Blob>('POST', '/admin/get-defence-pack-pdf', 'staff'),
  ),
  defencePackDetails: orderPageCall(
    declaredRoute<OD['defencePackDetails']>('POST', '/admin/defence-pack-details', 'staff'),
  ),
  orderDocument: orderPageCall(
    route<RequestFrom<OD['orderDocument']>, Blob>('GET', '/admin/order-document/:orderId', 'staff'),
  ),

  // Reports: request and answer declared by REPORT_SCHEMAS (shared/src/schemas)
  countryOrderCount: declaredRoute<RS['countryOrderCount']>(
    'POST',
    '/admin/get-country-order-count',
    'staff',
  ),
  processedByCount: declaredRoute<RS['processedByCount']>(
    'POST',
    '/admin/get-processed-by-count',
    ROLE_ACCESS.seeProcessedReport,
  ),

  // Settings: request and answer declared by SETTINGS_SCHEMAS (shared/src/schemas)
  sendInvoice: declaredRoute<ST['sendInvoice']>('POST', '/admin/send-invoice', 'staff'),
  paymentGateways: declaredRoute<ST['paymentGateways']>(
    'GET',
    '/admin/payment-gateways',
    ROLE_ACCESS.changeGateway,
  ),
  paymentGatewaySetting: declaredRoute<ST['paymentGatewaySetting']>(
    'POST',
    '/admin/payment-gateway-setting',
    ROLE_ACCESS.changeGateway,
  ),
  teamMemberList: declaredRoute<ST['teamMemberList']>(
    'GET',
    '/admin/get-team-member-list',
    ROLE_ACCESS.manageTeam,
  ),
  addTeamMember: declaredRoute<ST['addTeamMember']>(
    'POST',
    '/admin/add-team-member',
    ROLE_ACCESS.manageTeam,
  ),
  deleteTeamMember: declaredRoute<ST['deleteTeamMember']>(
    'PUT',
    '/admin/delete-team-member',
    ROLE_ACCESS.manageTeam,
  ),
  teamMemberInfo: declaredRoute<ST['teamMemberInfo']>(
    'GET',
    '/admin/team-member-info/:id',
    ROLE_ACCESS.manageTeam,
  ),
  updateTeamMember: declaredRoute<ST['updateTeamMember']>(
    'POST',
    '/admin/update-team-member',
    ROLE_ACCESS.manageTeam,
  ),
  teamMemberTypes: declaredRoute<ST['teamMemberTypes']>(
    'GET',
    '/admin/get-team-member-type',
    ROLE_ACCESS.manageTeam,
  ),
  /** Lifts the sign-in lockout of a member: forgets their failed sign-ins (docs/security.md). */
  unlockTeamMember: declaredRoute<ST['unlockTeamMember']>(
    'PUT',
    '/admin/unlock-team-member',
    ROLE_ACCESS.unlockMembers,
  ),

  // Remote releases (docs/architecture.md, "Releases and deploys"): declared by RELEASE_SCHEMAS
  remoteReleases: declaredRoute<RL['remoteReleases']>('GET', '/admin/remote-releases', DEPLOYERS),
  deployRelease: declaredRoute<RL['deployRelease']>('POST', '/admin/deploy-release', DEPLOYERS),
  rollbackRelease: declaredRoute<RL['rollbackRelease']>(
    'POST',
    '/admin/rollback-release',
    DEPLOYERS,
  ),

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

type OD = typeof ORDER_DETAIL_SCHEMAS;
type QS = typeof QUEUE_SCHEMAS;
type SS = typeof SESSION_SCHEMAS;
type RS = typeof REPORT_SCHEMAS;
type ST = typeof SETTINGS_SCHEMAS;
type RL = typeof RELEASE_SCHEMAS;
type OP = typeof OPERATION_SCHEMAS;
