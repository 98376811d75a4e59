import { PROCESS_STATUSES, type ProcessStatus } from '../../src/entities/folders';
import { isInMyOrders, mayWorkOrder, orderWorkRefusal } from '../../src/roles/orderRules';

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
