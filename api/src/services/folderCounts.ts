import type { FolderCounts, FolderCountKey } from '@portal/shared/entities/folders';
import { FOLDER_RULES } from '@portal/shared/folders/folderRules';
import type { OrderRepository } from '../repositories/orderRepository';

/**
 * Every folder count from the shared FOLDER_RULES: the kept status counts summed per folder,
 * those of the user's own orders for the folders narrowed to them (one statement for all).
 * The list queries use the same rules, so a count always equals its list total.
 */
export async function countFolders(
  orders: OrderRepository,
  userName: string,
): Promise<FolderCounts> {
  const counts = await orders.countByStatus(userName);
  const folders = Object.values(FOLDER_RULES).map((rule): [FolderCountKey, number] => {
    const byStatus = rule.assignedToUser ? counts.held : counts.all;
    return [
      rule.countKey,
      rule.statuses.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0),
    ];
  });
  // FOLDER_RULES has one rule per count key, so every key of FolderCounts is set.
  return Object.fromEntries(folders) as Record<FolderCountKey, number>;
}
