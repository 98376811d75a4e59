import { useEffect, useState } from 'react';
import { isSuccess } from '@portal/shared/api/envelope';
import { formatQueueDateTime } from '@portal/shared/dates/formatters';
import type { OrderActivityEntry, OrderDetails } from '@portal/shared/entities/order';
import { fetchOrderActivity } from '../api/orderActivity';
import { HistoryTable } from '../../../components/HistoryTable';
import { Section } from '../../../components/Section';

type Activity =
  | { status: 'loading' }
  | { status: 'loaded'; entries: OrderActivityEntry[] }
  | { status: 'failed'; message: string };

const MESSAGE_FAILED = 'The activity of this order could not be loaded.';

/** A stored value as one readable line: JSON of a few fields becomes `key: value, …`. */
export function activityValue(value: string | null): string {
  if (value === null || value === '') return '—';
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return Object.entries(parsed)
        .map(([key, field]) => `${key}: ${String(field)}`)
        .join(', ');
    }
    return String(parsed);
  } catch {
    return value;
  }
}

/**
 * Activity: the order's audit trail (who, when, what, from → to), newest first. Loaded by
 * its own call and again whenever the page reloads the order, so a change shows at once.
 */
export function ActivitySection({ order }: { order: OrderDetails }) {
  const [activity, setActivity] = useState<Activity>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    const load = async () => {
      try {
        const answer = await fetchOrderActivity(order.order_id);
        if (!current) return;
        setActivity(
          isSuccess(answer)
            ? { status: 'loaded', entries: answer.data }
            : { status: 'failed', message: answer.message || MESSAGE_FAILED },
        );
      } catch {
        if (current) setActivity({ status: 'failed', message: MESSAGE_FAILED });
      }
    };
    void load();
    return () => {
      current = false;
    };
    // The order object is new after every reload: the timeline follows it.
  }, [order]);

  return (
    <Section title="Activity">
      {activity.status === 'loading' && <p className="muted">Loading activity…</p>}
      {activity.status === 'failed' && <p role="alert">{activity.message}</p>}
      {activity.status === 'loaded' && (
        <HistoryTable
          label="Activity"
          headers={['When (UTC)', 'Who', 'What', 'From', 'To']}
          empty={activity.entries.length === 0}
        >
          {activity.entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatQueueDateTime(entry.at)}</td>
              <td>{entry.actorName}</td>
              <td>{entry.action}</td>
              <td>{activityValue(entry.from)}</td>
              <td>{activityValue(entry.to)}</td>
            </tr>
          ))}
        </HistoryTable>
      )}
    </Section>
  );
}
