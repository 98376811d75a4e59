import { act, render, screen, within } from '@testing-library/react';
import type { OrderActivityEntry } from '@portal/shared/entities/order';
import { queryClient } from '@portal/web/query/queryClient';
import * as activityCalls from '../../../src/features/activity/api/orderActivity';
import {
  ActivitySection,
  activityValue,
} from '../../../src/features/activity/components/ActivitySection';
import { orderFixture } from '../../fixtures/orderFixture';

jest.mock('../../../src/features/activity/api/orderActivity');
const mocked = jest.mocked(activityCalls);

const ENTRIES: OrderActivityEntry[] = [
  {
    id: 9,
    at: '2025-06-30T10:15:00.000Z',
    actorName: 'Tom Team',
    action: 'order.remark',
    from: null,
    to: 'Called, no answer',
  },
  {
    id: 4,
    at: '2025-06-29T08:00:05.000Z',
    actorName: 'Alice Admin',
    action: 'order.status',
    from: '{"process_status":"New","version":1}',
    to: '{"process_status":"Contact Customer","version":2}',
  },
];

beforeEach(() => jest.resetAllMocks());

describe('ActivitySection', () => {
  it('shows who, when, what and from → to of each change, newest first', async () => {
    mocked.fetchOrderActivity.mockResolvedValue({ status: 1, message: 'ok', data: ENTRIES });
    const order = orderFixture();
    render(<ActivitySection orderId={order.order_id} />);
    const region = await screen.findByRole('region', { name: 'Activity' });
    const rows = await within(region).findAllByRole('row');
    expect(mocked.fetchOrderActivity).toHaveBeenCalledWith(order.order_id);
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '30-06-2025 10:15:00Tom Teamorder.remark—Called, no answer',
      '29-06-2025 08:00:05Alice Adminorder.statusprocess_status: New, version: 1process_status: Contact Customer, version: 2',
    ]);
  });

  it('loads again when the cache is invalidated (an action, another member), keeping the rows meanwhile', async () => {
    mocked.fetchOrderActivity.mockResolvedValue({
      status: 1,
      message: 'ok',
      data: ENTRIES.slice(1),
    });
    render(<ActivitySection orderId={orderFixture().order_id} />);
    const region = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(region).findByText('Alice Admin')).toBeVisible();
    mocked.fetchOrderActivity.mockResolvedValue({ status: 1, message: 'ok', data: ENTRIES });
    await act(() => queryClient.invalidateQueries());
    expect(await within(region).findByText('Tom Team')).toBeVisible();
    expect(within(region).getByText('Alice Admin')).toBeVisible();
    expect(within(region).queryByText('Loading activity…')).not.toBeInTheDocument();
  });

  it("shows 'No record found' for an order without changes", async () => {
    mocked.fetchOrderActivity.mockResolvedValue({ status: 1, message: 'ok', data: [] });
    render(<ActivitySection orderId={orderFixture().order_id} />);
    expect(await screen.findByText('No record found')).toBeVisible();
  });

  it("shows the server's message when the activity cannot be loaded", async () => {
    mocked.fetchOrderActivity.mockResolvedValue({ status: 0, message: 'Order 1 was not found.' });
    render(<ActivitySection orderId={orderFixture().order_id} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Order 1 was not found.');
  });

  it('reads stored values: JSON fields as key: value, plain text as it is', () => {
    expect(activityValue('{"a":1,"b":"x"}')).toBe('a: 1, b: x');
    expect(activityValue('plain')).toBe('plain');
    expect(activityValue(null)).toBe('—');
  });
});
