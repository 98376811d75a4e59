import type { FolderKey } from '@portal/shared/entities/folders';
import type { SessionUser } from '@portal/shared/entities/staff';
import { FOLDER_RULES } from '@portal/shared/folders/folderRules';
import { deleteRefusal, type DeletePlace, type OrderHold } from '@portal/shared/roles/orderRules';
import { canOpenFolder } from '@portal/shared/roles/roleRules';
import { QUEUE_SCREENS } from '@portal/shared/navigation/paths';
import { ApiError } from '../../lib/apiError';
import type { FolderFilter } from '../../repositories/orderRepository';

/** The folder's orders for `userName`, from the shared FOLDER_RULES (the counts use them too). */
export function folderFilter(folder: FolderKey, userName: string): FolderFilter {
  const rule = FOLDER_RULES[folder];
  return { statuses: rule.statuses, assignee: rule.assignedToUser ? userName : null };
}

export function folderTitle(folder: FolderKey): string {
  return QUEUE_SCREENS.find((screen) => screen.folder === folder)?.title ?? folder;
}

/** Telecallers may not open Order History: refused here as in the menu. */
export function assertCanOpenFolder(staff: SessionUser, folder: FolderKey): void {
  if (!canOpenFolder(staff.type, folder)) {
    throw new ApiError(403, `Your account type cannot open ${folderTitle(folder)}.`);
  }
}

/** Delete is refused exactly when the screens hide it (deleteRefusal, shared with them). */
export function assertMayDelete(
  staff: SessionUser,
  order: OrderHold & { order_id: number },
  place: DeletePlace,
): void {
  const refusal = deleteRefusal(staff, order, place);
  if (refusal === null) return;
  throw new ApiError(order.process_status === 'Deleted' ? 409 : 403, refusal);
}

/** The ids once each, in the order given. */
export function uniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** Every id names an existing order (404 naming the first one that does not). */
export function assertAllFound(
  ids: readonly number[],
  found: ReadonlyArray<{ order_id: number }>,
): void {
  const missing = firstMissing(
    ids,
    found.map((order) => order.order_id),
  );
  if (missing !== undefined) throw new ApiError(404, `Order ${missing} was not found.`);
}

/** The first of `wanted` that `changed` lacks: an order a conditional UPDATE left alone. */
export function firstMissing(
  wanted: readonly number[],
  changed: readonly number[],
): number | undefined {
  const done = new Set(changed);
  return wanted.find((id) => !done.has(id));
}
