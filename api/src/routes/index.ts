import type { FastifyInstance } from 'fastify';
import folderCount from './queues/folderCount';
import adminLogin from './session/adminLogin';
import logout from './session/logout';
import userInfo from './session/userInfo';

/**
 * Every API call. A call's file is routes/<feature>/<key in API_ROUTES>.ts, the
 * features following the groups of the shared route table.
 */
const ROUTES: ReadonlyArray<(app: FastifyInstance) => void> = [
  adminLogin,
  userInfo,
  logout,
  folderCount,
];

export function registerRoutes(app: FastifyInstance): void {
  for (const register of ROUTES) register(app);
}
