import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MAX_PAGE_SIZE, MESSAGE_PAGE_TOO_LARGE } from '@portal/shared/orders/pageSize';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { signedInStaff } from '../../plugins/authGuard';
import { defineRoute } from '../defineRoute';
import { assertCanOpenFolder, folderFilter } from './queueRules';

/**
 * A page of the folder's orders matching `searchVal` (order id, names, e-mail, phone).
 * A blank search answers the folder's normal list. More than 10,000 matches answer a
 * total of 10,000 with totalCapped.
 */
export default function searchOrder(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.searchOrder, {
    handler: async (request) => {
      const staff = signedInStaff(request);
      const { start, end, searchVal, folderName } = request.body;
      assertCanOpenFolder(staff, folderName);
      const perPage = end - start;
      if (perPage < 1) throw new ApiError(400, 'end must be greater than start.');
      if (perPage > MAX_PAGE_SIZE) throw new ApiError(400, MESSAGE_PAGE_TOO_LARGE);
      const { rows, total, totalCapped } = await app.repositories.orders.findPage({
        filter: folderFilter(folderName, staff.name),
        search: searchVal,
        offset: start,
        limit: perPage,
      });
      const page = Math.floor(start / perPage) + 1;
      return success('Search results.', {
        rows,
        total,
        page,
        perPage,
        ...(totalCapped ? { totalCapped } : {}),
      });
    },
  });
}
