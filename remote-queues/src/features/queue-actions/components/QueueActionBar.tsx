import type { SessionUser } from '@portal/shared/entities/staff';
import type { FolderKey } from '@portal/shared/entities/folders';
import { QUEUE_ACTIONS, type QueueActionKey } from '../lib/queueActions';
import { formatCount } from '@portal/shared/numbers/formatCount';

interface Props {
  folder: FolderKey;
  member: Pick<SessionUser, 'name' | 'type'>;
  actions: readonly QueueActionKey[];
  selectedCount: number;
  onAction(key: QueueActionKey): void;
}

/** The buttons acting on the selected rows, for the actions this member may use here. */
export function QueueActionBar({ folder, member, actions, selectedCount, onAction }: Props) {
  const shown = actions.filter((key) => QUEUE_ACTIONS[key].allowed(member, folder));
  if (shown.length === 0) return null;
  return (
    <div className="queue-action-bar" role="group" aria-label="Actions on selected orders">
      {shown.map((key) => {
        const action = QUEUE_ACTIONS[key];
        return (
          <button
            key={key}
            type="button"
            className={`btn ${action.tone === 'danger' ? 'btn-danger-outline' : 'btn-primary'}`}
            disabled={selectedCount === 0}
            onClick={() => onAction(key)}
          >
            {action.label}
          </button>
        );
      })}
      <span className="muted small" aria-live="polite">
        {selectedCount === 0
          ? 'Select orders with the checkboxes.'
          : `${formatCount(selectedCount)} selected`}
      </span>
    </div>
  );
}
