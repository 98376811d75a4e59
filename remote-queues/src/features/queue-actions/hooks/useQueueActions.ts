import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { isSuccess } from '@portal/shared/api/envelope';
import type { FolderKey } from '@portal/shared/entities/folders';
import { useApiMutation } from '@portal/web/query/useApiMutation';
import type { OrdersListController } from '../../orders-list/hooks/useOrdersListController';
import {
  ordersSubject,
  QUEUE_ACTIONS,
  type QueueAction,
  type QueueActionKey,
} from '../lib/queueActions';

interface PendingAction {
  key: QueueActionKey;
  orderIds: number[];
}

export interface QueueActionsState {
  /** The action waiting for its confirmation, if any. */
  pending: QueueAction | null;
  /** The orders it would act on, named for its confirmation. */
  subject: string | undefined;
  busy: boolean;
  request(key: QueueActionKey, orderIds: number[]): void;
  confirm(): Promise<void>;
  cancel(): void;
}

/**
 * Runs queue actions: confirmation first, then the call, the server's message as a toast,
 * and the list and the counts reloaded, by the cache, whatever the answer
 * (docs/product.md#queue-actions).
 */
export function useQueueActions(
  folder: FolderKey,
  userName: string,
  list: Pick<OrdersListController, 'removeRows' | 'setSelected'>,
): QueueActionsState {
  const [pending, setPending] = useState<PendingAction | null>(null);
  const { run, busy } = useApiMutation(({ key, orderIds }: PendingAction) =>
    QUEUE_ACTIONS[key].run(orderIds, { folder, userName }),
  );
  // A confirmation asked in one queue is not carried into the next (the screen stays mounted).
  const [pendingFolder, setPendingFolder] = useState(folder);
  if (pendingFolder !== folder) {
    setPendingFolder(folder);
    setPending(null);
  }

  const request = useCallback((key: QueueActionKey, orderIds: number[]) => {
    if (orderIds.length > 0) setPending({ key, orderIds });
  }, []);

  const cancel = useCallback(() => {
    if (!busy) setPending(null);
  }, [busy]);

  const confirm = useCallback(async () => {
    if (!pending || busy) return;
    const action = QUEUE_ACTIONS[pending.key];
    const answer = await run(pending);
    setPending(null);
    if (isSuccess(answer)) {
      toast.success(answer.message);
      list.setSelected([]);
      if (action.removesRows) list.removeRows(pending.orderIds);
    } else {
      toast.error(answer.message);
    }
  }, [pending, busy, run, list]);

  return {
    pending: pending ? QUEUE_ACTIONS[pending.key] : null,
    subject: pending ? ordersSubject(pending.orderIds) : undefined,
    busy,
    request,
    confirm,
    cancel,
  };
}
