import type { Static, TObject } from '@sinclair/typebox';
import { ROLE_ACCESS } from '../roles/roleRules';
import type { OPERATION_SCHEMAS } from '../schemas/operationRoutes';
import type { ORDER_DETAIL_SCHEMAS } from '../schemas/orderDetailRoutes';
import type { QUEUE_SCHEMAS } from '../schemas/queueRoutes';
import type { RELEASE_SCHEMAS } from '../schemas/releaseRoutes';
import type { REPORT_SCHEMAS } from '../schemas/reportRoutes';
import type { SESSION_SCHEMAS } from '../schemas/sessionRoutes';
import type { SETTINGS_SCHEMAS, teamMemberFields } from '../schemas/settingsRoutes';
import { DEPLOY_TOKEN, route, type DataFrom, type RequestFrom } from './apiRoute';
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
  health: route<RequestFrom<OP['health']>, DataFrom<OP['health']>>('GET', '/health', 'public'),
  /** The instance can serve: its database and document storage answer, and it is not stopping. */
  ready: route<RequestFrom<OP['ready']>, DataFrom<OP['ready']>>('GET', '/ready', 'public'),

  // Session: request and answer declared by SESSION_SCHEMAS (shared/src/schemas)
  adminLogin: route<RequestFrom<SS['adminLogin']>, DataFrom<SS['adminLogin']>>(
    'POST',
    '/admin/admin-login',
    'public',
  ),
  userInfo: route<RequestFrom<SS['userInfo']>, DataFrom<SS['userInfo']>>(
    'GET',
    '/user_info',
    'staff',
  ),
  logout: route<RequestFrom<SS['logout']>, DataFrom<SS['logout']>>(
    'POST',
    '/admin/logout',
    'staff',
  ),
  /** A fresh token for the same session (same token version and sign-in time). */
  refreshSession: route<RequestFrom<SS['refreshSession']>, DataFrom<SS['refreshSession']>>(
    'POST',
    '/admin/refresh-session',
    'staff',
  ),
  changePassword: route<RequestFrom<SS['changePassword']>, DataFrom<SS['changePassword']>>(
    'POST',
    '/admin/change-password',
    'staff',
  ),

  // Queues: request and answer declared by QUEUE_SCHEMAS (shared/src/schemas)
  folderCount: route<RequestFrom<QS['folderCount']>, DataFrom<QS['folderCount']>>(
    'GET',
    '/admin/get-folder-count',
    'staff',
  ),
  ordersList: route<RequestFrom<QS['ordersList']>, DataFrom<QS['ordersList']>>(
    'GET',
    '/admin/get-orders-list/:orderName',
    'staff',
  ),
  searchOrder: route<RequestFrom<QS['searchOrder']>, DataFrom<QS['searchOrder']>>(
    'POST',
    '/admin/search-order',
    'staff',
  ),
  assignOrderStatus: route<RequestFrom<QS['assignOrderStatus']>, DataFrom<QS['assignOrderStatus']>>(
    'PUT',
    '/admin/assign-order-status',
    'staff',
  ),
  /** Deletes orders; `folderName` is the queue it is done from (My Orders: Admin only). */
  changeOrderStatus: route<RequestFrom<QS['changeOrderStatus']>, DataFrom<QS['changeOrderStatus']>>(
    'PUT',
    '/admin/change-order-status',
    ROLE_ACCESS.deleteOrders,
  ),
  moveToCompleteRefund: route<
    RequestFrom<QS['moveToCompleteRefund']>,
    DataFrom<QS['moveToCompleteRefund']>
  >('PUT', '/admin/move-to-complete-refund', 'staff'),
  refundOrders: route<RequestFrom<QS['refundOrders']>, DataFrom<QS['refundOrders']>>(
    'PUT',
    '/admin/refund-orders',
    'staff',
  ),
  /** Server-sent events: `changed` whenever the audit log grows (docs/decisions.md). */
  liveUpdates: route<RequestFrom<QS['liveUpdates']>, never>('GET', '/admin/live-updates', 'staff'),

  // Order detail: request and answer declared by ORDER_DETAIL_SCHEMAS (shared/src/schemas)
  orderDetails: route<RequestFrom<OD['orderDetails']>, DataFrom<OD['orderDetails']>>(
    'GET',
    '/admin/get-orders-details/:orderId',
    'staff',
  ),
  /** The order's audit trail, newest first: the Activity timeline of its page. */
  orderActivity: route<RequestFrom<OD['orderActivity']>, DataFrom<OD['orderActivity']>>(
    'GET',
    '/admin/order-activity/:orderId',
    'staff',
  ),
  moveOrderStatus: route<RequestFrom<OD['moveOrderStatus']>, DataFrom<OD['moveOrderStatus']>>(
    'PUT',
    '/admin/move-order-status',
    'staff',
  ),
  /** Multipart: orderId, email, mailServiceProvider, version and the file uploadVisaDoc. */
  uploadVisaDocument: route<{ body: FormData }, DataFrom<OD['uploadVisaDocument']>>(
    'POST',
    '/admin/upload-visa-document',
    'staff',
  ),
  resendMail: route<RequestFrom<OD['resendMail']>, DataFrom<OD['resendMail']>>(
    'POST',
    '/admin/resend-mail',
    'staff',
  ),
  sendRejectionMail: route<RequestFrom<OD['sendRejectionMail']>, DataFrom<OD['sendRejectionMail']>>(
    'POST',
    '/admin/send-rejection-mail',
    'staff',
  ),
  sendDownloadHistoryMail: route<
    RequestFrom<OD['sendDownloadHistoryMail']>,
    DataFrom<OD['sendDownloadHistoryMail']>
  >('POST', '/admin/send-download-history', 'staff'),
  addNewRemark: route<RequestFrom<OD['addNewRemark']>, DataFrom<OD['addNewRemark']>>(
    'POST',
    '/admin/add-new-remark',
    'staff',
  ),
  defencePackPdf: route<RequestFrom<OD['defencePackPdf']>, Blob>(
    'POST',
    '/admin/get-defence-pack-pdf',
    'staff',
  ),
  defencePackDetails: route<
    RequestFrom<OD['defencePackDetails']>,
    DataFrom<OD['defencePackDetails']>
  >('POST', '/admin/defence-pack-details', 'staff'),
  orderDocument: route<RequestFrom<OD['orderDocument']>, Blob>(
    'GET',
    '/admin/order-document/:orderId',
    'staff',
  ),

  // Reports: request and answer declared by REPORT_SCHEMAS (shared/src/schemas)
  countryOrderCount: route<RequestFrom<RS['countryOrderCount']>, DataFrom<RS['countryOrderCount']>>(
    'POST',
    '/admin/get-country-order-count',
    'staff',
  ),
  processedByCount: route<RequestFrom<RS['processedByCount']>, DataFrom<RS['processedByCount']>>(
    'POST',
    '/admin/get-processed-by-count',
    ROLE_ACCESS.seeProcessedReport,
  ),

  // Settings: request and answer declared by SETTINGS_SCHEMAS (shared/src/schemas)
  sendInvoice: route<RequestFrom<ST['sendInvoice']>, DataFrom<ST['sendInvoice']>>(
    'POST',
    '/admin/send-invoice',
    'staff',
  ),
  paymentGateways: route<RequestFrom<ST['paymentGateways']>, DataFrom<ST['paymentGateways']>>(
    'GET',
    '/admin/payment-gateways',
    ROLE_ACCESS.changeGateway,
  ),
  paymentGatewaySetting: route<
    RequestFrom<ST['paymentGatewaySetting']>,
    DataFrom<ST['paymentGatewaySetting']>
  >('POST', '/admin/payment-gateway-setting', ROLE_ACCESS.changeGateway),
  teamMemberList: route<RequestFrom<ST['teamMemberList']>, DataFrom<ST['teamMemberList']>>(
    'GET',
    '/admin/get-team-member-list',
    ROLE_ACCESS.manageTeam,
  ),
  addTeamMember: route<RequestFrom<ST['addTeamMember']>, DataFrom<ST['addTeamMember']>>(
    'POST',
    '/admin/add-team-member',
    ROLE_ACCESS.manageTeam,
  ),
  deleteTeamMember: route<RequestFrom<ST['deleteTeamMember']>, DataFrom<ST['deleteTeamMember']>>(
    'PUT',
    '/admin/delete-team-member',
    ROLE_ACCESS.manageTeam,
  ),
  teamMemberInfo: route<RequestFrom<ST['teamMemberInfo']>, DataFrom<ST['teamMemberInfo']>>(
    'GET',
    '/admin/team-member-info/:id',
    ROLE_ACCESS.manageTeam,
  ),
  updateTeamMember: route<RequestFrom<ST['updateTeamMember']>, DataFrom<ST['updateTeamMember']>>(
    'POST',
    '/admin/update-team-member',
    ROLE_ACCESS.manageTeam,
  ),
  teamMemberTypes: route<RequestFrom<ST['teamMemberTypes']>, DataFrom<ST['teamMemberTypes']>>(
    'GET',
    '/admin/get-team-member-type',
    ROLE_ACCESS.manageTeam,
  ),
  /** Lifts the sign-in lockout of a member: forgets their failed sign-ins (docs/security.md). */
  unlockTeamMember: route<RequestFrom<ST['unlockTeamMember']>, DataFrom<ST['unlockTeamMember']>>(
    'PUT',
    '/admin/unlock-team-member',
    ROLE_ACCESS.unlockMembers,
  ),

  // Remote releases (docs/architecture.md, "Releases and deploys"): declared by RELEASE_SCHEMAS
  remoteReleases: route<RequestFrom<RL['remoteReleases']>, DataFrom<RL['remoteReleases']>>(
    'GET',
    '/admin/remote-releases',
    DEPLOYERS,
  ),
  deployRelease: route<RequestFrom<RL['deployRelease']>, DataFrom<RL['deployRelease']>>(
    'POST',
    '/admin/deploy-release',
    DEPLOYERS,
  ),
  rollbackRelease: route<RequestFrom<RL['rollbackRelease']>, DataFrom<RL['rollbackRelease']>>(
    'POST',
    '/admin/rollback-release',
    DEPLOYERS,
  ),

  ...FRONT_ROUTES,
} as const;

/** The Manage Team form's fields as sent; the password is optional on update (empty keeps the current one). */
export type TeamMemberInput = Static<TObject<typeof teamMemberFields>> & { password?: string };

export type ApiRouteKey = keyof typeof API_ROUTES;

type OD = typeof ORDER_DETAIL_SCHEMAS;
type QS = typeof QUEUE_SCHEMAS;
type SS = typeof SESSION_SCHEMAS;
type RS = typeof REPORT_SCHEMAS;
type ST = typeof SETTINGS_SCHEMAS;
type RL = typeof RELEASE_SCHEMAS;
type OP = typeof OPERATION_SCHEMAS;
