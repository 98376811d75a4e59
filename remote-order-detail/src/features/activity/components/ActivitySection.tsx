import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { STATUS_FAILURE } from '@portal/shared/api/envelope';
import { formatQueueDateTime } from '@portal/shared/dates/formatters';
import { routeKey } from '@portal/web/query/apiQuery';
import { useApiQuery } from '@portal/web/query/useApiQuery';
import { fetchOrderActivity } from '../api/orderActivity';
import { HistoryTable } from '../../../components/HistoryTable';
import { Section } from '../../../components/Section';

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
 * Activity: the order's audit trail (who, when, what, from → to), newest first. Read by its own
 * call through the cache, so it loads again with the order after every action and whenever any
 * member changes something (the cache's invalidation).
 */
export function ActivitySection({ orderId }: { orderId: number }) {
  const activity = useApiQuery({
    queryKey: routeKey(API_ROUTES.orderActivity, { params: { orderId } }),
    load: () =>
      fetchOrderActivity(orderId).catch(() => ({
        status: STATUS_FAILURE,
        message: MESSAGE_FAILED,
      })),
  });

  return (
    <Section title="Activity">
      {activity.state === 'error' ? (
        <p role="alert">{activity.error || MESSAGE_FAILED}</p>
      ) : activity.data === null ? (
        <p className="muted">Loading activity…</p>
      ) : (
        <HistoryTable
          label="Activity"
          headers={['When (UTC)', 'Who', 'What', 'From', 'To']}
          empty={activity.data.length === 0}
        >
          {activity.data.map((entry) => (
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
