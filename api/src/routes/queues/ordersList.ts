import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { signedInStaff } from '../../plugins/authGuard';
import { success } from '../../lib/envelope';
import { defineRoute } from '../defineRoute';
import { decodeListCursor, encodeListCursor } from './listCursor';
import { assertCanOpenFolder, folderFilter } from './queueRules';

/**
 * One page of a queue and the queue's total, newest orders first. With `after` (the
 * previous page's nextCursor) the page is sought from that row, so page 5000 costs what
 * page 1 does; `page` then only labels the answer.
 */
export default function ordersList(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.ordersList, {
    handler: async (request) => {
      const staff = signedInStaff(request);
      const folder = request.params.orderName;
      assertCanOpenFolder(staff, folder);
      const { page, limit, after } = request.query;
      const { rows, total } = await app.repositories.orders.findPage({
        filter: folderFilter(folder, staff.name),
        offset: (page - 1) * limit,
        after: after === undefined ? undefined : decodeListCursor(after),
        limit,
      });
      const last = rows.at(-1);
      const hasMore = last !== undefined && rows.length === limit && page * limit < total;
      return success('Orders list.', {
        rows,
        total,
        page,
        perPage: limit,
        ...(hasMore ? { nextCursor: encodeListCursor(last) } : {}),
      });
    },
  });
}
