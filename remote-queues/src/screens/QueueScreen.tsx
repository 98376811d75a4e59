import { useCallback, useId, useMemo } from 'react';
import { useStore } from 'zustand';
import type { OrderListRow } from '@portal/shared/entities/order';
import type { SessionUser } from '@portal/shared/entities/staff';
import { refreshFolderCounts } from '@portal/web/folders/folderCounts';
import type { QueueScreenProps } from '@portal/shared/remotes/remoteModules';
import { isAssignedToOther, offersAssignToMe } from '@portal/shared/roles/roleRules';
import { sessionStore } from '@portal/web/session/sessionStore';
import { ConfirmDialog } from '@portal/web/ui/ConfirmDialog';
import { ScreenTitleBar } from '@portal/web/ui/ScreenTitleBar';
import { QueueActionBar } from '../features/queue-actions/components/QueueActionBar';
import { useQueueActions } from '../features/queue-actions/hooks/useQueueActions';
import { useOrdersListController } from '../features/orders-list/hooks/useOrdersListController';
import { QUEUE_COLUMNS } from '../features/orders-list/lib/queueColumns';
import { BULK_ACTIONS, QUEUE_ACTIONS } from '../features/queue-actions/lib/queueActions';
import { orderColumns } from '../features/orders-list/lib/orderColumns';
import { OrdersTable } from '../features/orders-list/components/OrdersTable';
import '../styles/queues.css';

/** One queue screen: title bar with Refresh, the queue's actions and the orders table. */
export default function QueueScreen({ title, folder, onFirstRowsShown }: QueueScreenProps) {
  const user = useStore(sessionStore, (state) => state.user);
  if (!user) return null;
  // The shell keeps this screen mounted across the queue routes, so the grid is built once;
  // the list and the actions start afresh for each folder (useOrdersListController).
  return <Queue title={title} folder={folder} user={user} onFirstRowsShown={onFirstRowsShown} />;
}

function Queue({
  title,
  folder,
  user,
  onFirstRowsShown,
}: QueueScreenProps & { user: SessionUser }) {
  const config = QUEUE_COLUMNS[folder];
  const list = useOrdersListController({ folder, userName: user.name });
  const actions = useQueueActions(folder, user.name, list);
  const { request } = actions;
  const headingId = useId();

  const onDelete = useCallback(
    (order: OrderListRow) => request('delete', [order.order_id]),
    [request],
  );
  const columns = useMemo(
    () => orderColumns(config.columns, { member: { name: user.name, type: user.type }, onDelete }),
    [config.columns, user.name, user.type, onDelete],
  );

  const isGreyed = useCallback(
    (row: OrderListRow) => isAssignedToOther(row.assign_to, user.name),
    [user.name],
  );
  // Where 'Assign to me' is offered, someone else's order cannot be picked. The rule, not
  // the folder, is what it depends on: queues that share the rule share the grid's options.
  const assignToMe = offersAssignToMe(folder);
  const isSelectable = useCallback(
    (row: OrderListRow) => !assignToMe || !isAssignedToOther(row.assign_to, user.name),
    [assignToMe, user.name],
  );

  // Checkboxes only where the member has an action for the selected rows (docs/decisions.md,
  // "Row checkboxes"): Order History and the other lists without one show none.
  const selectable = BULK_ACTIONS[folder].some((key) => QUEUE_ACTIONS[key].allowed(user, folder));

  const { setSelected } = list;
  const onSelectionChange = useCallback(
    (rows: OrderListRow[]) =>
      setSelected(rows.map((row) => ({ id: row.order_id, status: row.process_status }))),
    [setSelected],
  );
  const selectedIds = useMemo(() => new Set(list.selected.map((item) => item.id)), [list.selected]);

  function refresh() {
    list.reload();
    void refreshFolderCounts();
  }

  return (
    <section className="queue-screen" data-folder={folder}>
      <ScreenTitleBar
        title={title}
        headingId={headingId}
        actions={
          <button type="button" className="btn" onClick={refresh}>
            Refresh
          </button>
        }
      />
      <div className="panel queue-panel">
        <OrdersTable
          list={list}
          labelledBy={headingId}
          userName={user.name}
          columns={columns}
          isGreyed={isGreyed}
          isSelectable={isSelectable}
          selectable={selectable}
          onSelectionChange={onSelectionChange}
          selectedIds={selectedIds}
          onFirstRowsShown={onFirstRowsShown}
          actions={
            <QueueActionBar
              folder={folder}
              member={user}
              actions={BULK_ACTIONS[folder]}
              selectedCount={list.selected.length}
              onAction={(key) => request(key, [...selectedIds])}
            />
          }
        />
      </div>
      <ConfirmDialog
        open={actions.pending !== null}
        message={actions.pending?.confirmText}
        subject={actions.subject}
        tone={actions.pending?.tone}
        busy={actions.busy}
        onConfirm={() => void actions.confirm()}
        onCancel={actions.cancel}
      />
    </section>
  );
}
