import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { BoundedInteger } from '@portal/shared/schemas/schemaTypes';
import { signedInStaff } from '../../plugins/authGuard';
import { success } from '../../lib/envelope';
import { defineRoute } from '../defineRoute';
import { decodeListCursor, encodeListCursor } from './listCursor';
import { orderListPageResponse } from './queueResponses';
import { assertCanOpenFolder, folderFilter, folderKeySchema, MAX_PAGE_SIZE } from './queueRules';

const params = Type.Object({ orderName: folderKeySchema });

const querystring = Type.Object({
  page: BoundedInteger({ minimum: 1, default: 1 }),
  limit: BoundedInteger({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 10 }),
  // Sent by the clients (docs/product.md#calls); the list is answered at once either way.
  delay: Type.Optional(BoundedInteger({ minimum: 0 })),
  // My Orders lists the signed-in member's orders, whatever userName says.
  userName: Type.Optional(Type.String()),
  /** The previous page's nextCursor: the page is found by a keyset seek, not an offset. */
  after: Type.Optional(Type.String({ maxLength: 100 })),
});

/**
 * One page of a queue and the queue's total, newest orders first. With `after` (the
 * previous page's nextCursor) the page is sought from that row, so page 5000 costs what
 * page 1 does; `page` then only labels the answer.
 */
export default function ordersList(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.ordersList, {
    schema: { params, querystring, response: orderListPageResponse },
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
