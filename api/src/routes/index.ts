import type { FastifyInstance } from 'fastify';
import downloadHistory from './customer/downloadHistory';
import downloadPassportDoc from './customer/downloadPassportDoc';
import trackOrder from './customer/trackOrder';
import addNewRemark from './orderDetail/addNewRemark';
import defencePackDetails from './orderDetail/defencePackDetails';
import defencePackPdf from './orderDetail/defencePackPdf';
import moveOrderStatus from './orderDetail/moveOrderStatus';
import orderActivity from './orderDetail/orderActivity';
import orderDetails from './orderDetail/orderDetails';
import orderDocument from './orderDetail/orderDocument';
import resendMail from './orderDetail/resendMail';
import sendDownloadHistoryMail from './orderDetail/sendDownloadHistoryMail';
import sendRejectionMail from './orderDetail/sendRejectionMail';
import uploadVisaDocument from './orderDetail/uploadVisaDocument';
import health from './operations/health';
import ready from './operations/ready';
import assignOrderStatus from './queues/assignOrderStatus';
import changeOrderStatus from './queues/changeOrderStatus';
import folderCount from './queues/folderCount';
import liveUpdates from './queues/liveUpdates';
import moveToCompleteRefund from './queues/moveToCompleteRefund';
import ordersList from './queues/ordersList';
import refundOrders from './queues/refundOrders';
import searchOrder from './queues/searchOrder';
import deployRelease from './releases/deployRelease';
import remoteReleases from './releases/remoteReleases';
import rollbackRelease from './releases/rollbackRelease';
import countryOrderCount from './reports/countryOrderCount';
import processedByCount from './reports/processedByCount';
import adminLogin from './session/adminLogin';
import logout from './session/logout';
import refreshSession from './session/refreshSession';
import userInfo from './session/userInfo';
import addTeamMember from './settings/addTeamMember';
import changePassword from './settings/changePassword';
import deleteTeamMember from './settings/deleteTeamMember';
import paymentGateways from './settings/paymentGateways';
import paymentGatewaySetting from './settings/paymentGatewaySetting';
import sendInvoice from './settings/sendInvoice';
import teamMemberInfo from './settings/teamMemberInfo';
import teamMemberList from './settings/teamMemberList';
import teamMemberTypes from './settings/teamMemberTypes';
import unlockTeamMember from './settings/unlockTeamMember';
import updateTeamMember from './settings/updateTeamMember';

/**
 * Every call of the shared route table (API_ROUTES). A call lives in
 * routes/<feature>/<key in API_ROUTES>.ts beside its feature's helpers. The folders follow the
 * table's groups except for changePassword: the table lists it under Session, its file sits in
 * settings/ with the password rules it shares with the Manage Team calls.
 */
const ROUTES: ReadonlyArray<(app: FastifyInstance) => void> = [
  health,
  ready,
  adminLogin,
  userInfo,
  logout,
  refreshSession,
  folderCount,
  ordersList,
  searchOrder,
  assignOrderStatus,
  changeOrderStatus,
  moveToCompleteRefund,
  refundOrders,
  liveUpdates,
  orderDetails,
  orderActivity,
  moveOrderStatus,
  uploadVisaDocument,
  resendMail,
  sendRejectionMail,
  sendDownloadHistoryMail,
  addNewRemark,
  defencePackPdf,
  defencePackDetails,
  orderDocument,
  trackOrder,
  downloadHistory,
  downloadPassportDoc,
  changePassword,
  countryOrderCount,
  processedByCount,
  sendInvoice,
  paymentGateways,
  paymentGatewaySetting,
  teamMemberList,
  addTeamMember,
  deleteTeamMember,
  teamMemberInfo,
  updateTeamMember,
  teamMemberTypes,
  unlockTeamMember,
  remoteReleases,
  deployRelease,
  rollbackRelease,
];

export function registerRoutes(app: FastifyInstance): void {
  for (const register of ROUTES) register(app);
}
