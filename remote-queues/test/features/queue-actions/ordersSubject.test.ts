import { ordersSubject } from '../../../src/features/queue-actions/lib/queueActions';

describe('ordersSubject', () => {
  it('names one order, a few orders, five, and the first five of many', () => {
    expect(ordersSubject([104924])).toBe('Order 104924');
    expect(ordersSubject([1, 2, 3])).toBe('3 orders: 1, 2, 3');
    expect(ordersSubject([1, 2, 3, 4, 5])).toBe('5 orders: 1, 2, 3, 4, 5');
    expect(ordersSubject([1, 2, 3, 4, 5, 6, 7])).toBe('7 orders: 1, 2, 3, 4, 5 and 2 more');
  });
});
