import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { signedInStaff } from '../../plugins/authGuard';
import { success } from '../../lib/envelope';
import { countFolders } from '../../services/folderCounts';
import { defineRoute } from '../defineRoute';
import { folderCountsResponse } from './queueResponses';

const querystring = Type.Object({
  // Accepted for the clients' sake; My Orders counts the signed-in member's orders, whatever it says.
  userName: Type.Optional(Type.String()),
});

export default function folderCount(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.folderCount, {
    schema: { querystring, response: folderCountsResponse },
    handler: async (request) => {
      const counts = await countFolders(app.repositories.orders, signedInStaff(request).name);
      return success('Folder counts.', counts);
    },
  });
}
