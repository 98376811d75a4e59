import type { FolderCounts, FolderCountKey } from '@portal/shared/entities/folders';
import { FOLDER_RULES } from '@portal/shared/folders/folderRules';
import type { OrderRepository } from '../repositories/orderRepository';

/**
 * Every folder count from the shared FOLDER_RULES: the status counts of one GROUP BY
 * summed per folder, and the folders narrowed to the user's own orders counted apart.
 * The list queries use the same rules, so a count always equals its list total.
 */
export async function countFolders(
  orders: OrderRepository,
  userName: string,
): Promise<FolderCounts> {
  const byStatus = await orders.countByStatus();
  const counts = await Promise.all(
    Object.values(FOLDER_RULES).map(async (rule): Promise<[FolderCountKey, number]> => {
      const count = rule.assignedToUser
        ? await orders.countAssignedTo(userName, rule.statuses)
        : rule.statuses.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0);
      return [rule.countKey, count];
    }),
  );
  // FOLDER_RULES has one rule per count key, so every key of FolderCounts is set.
  return Object.fromEntries(counts) as Record<FolderCountKey, number>;
}
