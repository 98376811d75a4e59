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
  const rules = Object.values(FOLDER_RULES);
  // Both at once: on PostgreSQL each is a round trip to the server.
  const [byStatus, assigned] = await Promise.all([
    orders.countByStatus(),
    Promise.all(
      rules.map((rule) =>
        rule.assignedToUser ? orders.countAssignedTo(userName, rule.statuses) : null,
      ),
    ),
  ]);
  const counts = rules.map((rule, index): [FolderCountKey, number] => [
    rule.countKey,
    assigned[index] ?? rule.statuses.reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0),
  ]);
  // FOLDER_RULES has one rule per count key, so every key of FolderCounts is set.
  return Object.fromEntries(counts) as Record<FolderCountKey, number>;
}
