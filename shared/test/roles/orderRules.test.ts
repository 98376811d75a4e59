import { PROCESS_STATUSES, type ProcessStatus } from '../../src/entities/folders';
import {
  deleteRefusal,
  isInMyOrders,
  mayDeleteOrder,
  mayWorkOrder,
  orderWorkRefusal,
} from '../../src/roles/orderRules';

const tina = { name: 'Tina Telecaller' };
const alice = { name: 'Alice Admin' };
const WAITING: ProcessStatus[] = ['New', 'Priority Processing', 'moveToProcessMarch'];
const order = (process_status: ProcessStatus, assign_to: string | null) => ({
  order_id: 100234,
  process_status,
  assign_to,
});

describe('the order holder rule', () => {
  it.each(WAITING)('gives an order waiting in %s to its holder only', (status) => {
    expect(isInMyOrders(order(status, 'Tina Telecaller'))).toBe(true);
    expect(mayWorkOrder(tina, order(status, 'Tina Telecaller'))).toBe(true);
    expect(mayWorkOrder(alice, order(status, 'Tina Telecaller'))).toBe(false);
    expect(orderWorkRefusal(alice, order(status, 'Tina Telecaller'))).toBe(
      "Order 100234 is in Tina Telecaller's My Orders: only Tina Telecaller can open it or work on it until it is moved back to its original folder.",
    );
    expect(orderWorkRefusal(tina, order(status, 'Tina Telecaller'))).toBeNull();
  });

  it('leaves an order nobody holds to everyone', () => {
    for (const status of PROCESS_STATUSES) {
      expect(mayWorkOrder(alice, order(status, null))).toBe(true);
      expect(mayWorkOrder(alice, order(status, ''))).toBe(true);
    }
  });

  it('holds an assigned order only while it waits to be worked', () => {
    const worked = PROCESS_STATUSES.filter((status) => !WAITING.includes(status));
    expect(worked.length).toBeGreaterThan(5);
    for (const status of worked) {
      expect(isInMyOrders(order(status, 'Tina Telecaller'))).toBe(false);
      expect(orderWorkRefusal(alice, order(status, 'Tina Telecaller'))).toBeNull();
    }
  });
});

describe('the Delete rule', () => {
  const admin = { name: 'Alice Admin', type: 'Admin' as const };
  const manager = { name: 'Mark Manager', type: 'Manager' as const };
  const telecaller = { name: 'Tina Telecaller', type: 'Telecaller' as const };

  it('gives a queue Delete to Manager and Admin, a held order to Admin only', () => {
    expect(mayDeleteOrder(manager, order('Completed', 'Tina Telecaller'), 'queue')).toBe(true);
    expect(mayDeleteOrder(manager, order('New', 'Tina Telecaller'), 'queue')).toBe(false);
    expect(mayDeleteOrder(admin, order('New', 'Tina Telecaller'), 'queue')).toBe(true);
    expect(deleteRefusal(telecaller, order('Completed', null), 'queue')).toBe(
      'Only a Manager or an Admin can delete orders.',
    );
  });

  it('gives the order page Delete to whoever may work the order', () => {
    expect(mayDeleteOrder(telecaller, order('Completed', null), 'orderPage')).toBe(true);
    expect(mayDeleteOrder(telecaller, order('New', 'Tina Telecaller'), 'orderPage')).toBe(true);
    expect(mayDeleteOrder(admin, order('New', 'Tina Telecaller'), 'orderPage')).toBe(false);
  });

  it('refuses an order that is deleted already, from both places', () => {
    for (const place of ['queue', 'orderPage'] as const) {
      expect(deleteRefusal(admin, order('Deleted', null), place)).toBe(
        'Order 100234 is already deleted.',
      );
    }
  });
});
