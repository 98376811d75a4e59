import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { signedInStaff } from '../../plugins/authGuard';
import { success } from '../../lib/envelope';
import { countFolders } from '../../services/folderCounts';
import { defineRoute } from '../defineRoute';

export default function folderCount(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.folderCount, {
    handler: async (request) => {
      const counts = await countFolders(app.repositories.orders, signedInStaff(request).name);
      return success('Folder counts.', counts);
    },
  });
}
