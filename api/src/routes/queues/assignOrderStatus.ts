import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { ProcessStatus } from '@portal/shared/entities/folders';
import type { SessionUser } from '@portal/shared/entities/staff';
import { WORKABLE_STATUSES } from '@portal/shared/folders/folderRules';
import { can, isAssignedToOther } from '@portal/shared/roles/roleRules';
import { recordAudit } from '../../audit/auditLog';
import type { Database } from '../../db/schema';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { signedInStaff } from '../../plugins/authGuard';
import { OrderRepository, type ActionTarget } from '../../repositories/orderRepository';
import { defineRoute } from '../defineRoute';
import { assertAllFound, firstMissing, uniqueIds } from './queueRules';

/** The answer to 'Assign to me' and 'Move to Original Folder' (docs/product.md#queue-actions). */
export const MESSAGE_ASSIGNED = 'Order has been assigned successfully';

/**
 * 'Assign to me' and 'Move to Original Folder'. All the orders change or none: one that
 * someone else holds refuses the whole request with a 409 naming who has it.
 */
export default function assignOrderStatus(app: FastifyInstance): void {
  defineRoute(app, API_ROUTES.assignOrderStatus, {
    handler: async (request) => {
      const staff = signedInStaff(request);
      const ids = uniqueIds(request.body.orderId);
      const assignee = request.body.assignto.trim();
      if (assignee && assignee !== staff.name) {
        throw new ApiError(403, 'You can only assign orders to yourself.');
      }
      await app.db.transaction().execute(async (trx) => {
        const targets = await new OrderRepository(trx).findActionTargets(ids);
        assertAllFound(ids, targets);
        if (assignee) await assignToMember(trx, staff, targets);
        else await releaseAssignments(trx, staff, targets);
      });
      return success(MESSAGE_ASSIGNED, { orderId: ids });
    },
  });
}

function takenMessage(orderId: number, holder: string | null | undefined): string {
  return `Order ${orderId} is already assigned to ${holder || 'someone else'}.`;
}

async function assignToMember(
  trx: Kysely<Database>,
  staff: SessionUser,
  targets: readonly ActionTarget[],
): Promise<void> {
  const orders = new OrderRepository(trx);
  for (const target of targets) {
    if (!(WORKABLE_STATUSES as readonly ProcessStatus[]).includes(target.process_status)) {
      throw new ApiError(
        409,
        `Order ${target.order_id} is no longer waiting in New, Priority or Process 5th March Orders.`,
      );
    }
    if (isAssignedToOther(target.assign_to, staff.name)) {
      throw new ApiError(409, takenMessage(target.order_id, target.assign_to));
    }
  }
  const free = targets.filter((target) => !target.assign_to).map((target) => target.order_id);
  const changed = await orders.assignUnassigned(free, staff.name, new Date().toISOString());
  const lost = firstMissing(free, changed);
  if (lost !== undefined) {
    // Taken between the read and the write: the conditional UPDATE left it alone.
    const [current] = await orders.findActionTargets([lost]);
    throw new ApiError(409, takenMessage(lost, current?.assign_to));
  }
  for (const orderId of changed) {
    await recordAudit(trx, {
      actor: staff,
      action: 'order.assign',
      entity: 'order',
      entityId: orderId,
      from: null,
      to: staff.name,
    });
  }
}

async function releaseAssignments(
  trx: Kysely<Database>,
  staff: SessionUser,
  targets: readonly ActionTarget[],
): Promise<void> {
  const orders = new OrderRepository(trx);
  const byHolder = new Map<string, number[]>();
  for (const target of targets) {
    const holder = target.assign_to;
    if (!holder) continue;
    // Managers and Admins may release a colleague's orders; everyone else only their own.
    if (holder !== staff.name && !can(staff.type, 'reassignOrders')) {
      throw new ApiError(409, `Order ${target.order_id} is assigned to ${holder}, not to you.`);
    }
    byHolder.set(holder, [...(byHolder.get(holder) ?? []), target.order_id]);
  }
  const now = new Date().toISOString();
  for (const [holder, ids] of byHolder) {
    const changed = await orders.releaseAssignment(ids, holder, now);
    const lost = firstMissing(ids, changed);
    if (lost !== undefined) {
      throw new ApiError(409, `Order ${lost} was changed by someone else. Refresh and try again.`);
    }
    for (const orderId of changed) {
      await recordAudit(trx, {
        actor: staff,
        action: 'order.assign',
        entity: 'order',
        entityId: orderId,
        from: holder,
        to: null,
      });
    }
  }
}
