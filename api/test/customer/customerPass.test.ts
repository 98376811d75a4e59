import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { issueCustomerPass, passOpensOrder } from '../../src/customer/customerPass';

const SECRET = 'a-server-secret-for-this-test-only';
const ORDER_ID = 104924;

/** The customer key as the server derives it: what a forger holding it could sign. */
const customerKey = createHmac('sha256', SECRET).update('customer-pass-v1').digest();

const signed = (claims: object) =>
  jwt.sign(claims, customerKey, { algorithm: 'HS256', expiresIn: 60 });

describe('the customer pass', () => {
  it('opens the order it was issued for, and that order only', () => {
    const { customerToken } = issueCustomerPass(ORDER_ID, SECRET);
    expect(passOpensOrder(customerToken, ORDER_ID, SECRET)).toBe(true);
    expect(passOpensOrder(customerToken, ORDER_ID + 1, SECRET)).toBe(false);
    expect(passOpensOrder(customerToken, ORDER_ID, `${SECRET}-another`)).toBe(false);
  });

  it('is the customer key and the purpose together: a token without the purpose opens nothing', () => {
    expect(
      passOpensOrder(signed({ purpose: 'customer-order', orderId: ORDER_ID }), ORDER_ID, SECRET),
    ).toBe(true);
    expect(passOpensOrder(signed({ orderId: ORDER_ID }), ORDER_ID, SECRET)).toBe(false);
    expect(
      passOpensOrder(signed({ purpose: 'staff-session', orderId: ORDER_ID }), ORDER_ID, SECRET),
    ).toBe(false);
  });

  it('opens nothing once expired, or signed with another algorithm', () => {
    const claims = { purpose: 'customer-order', orderId: ORDER_ID };
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }, customerKey, {
      algorithm: 'HS256',
    });
    expect(passOpensOrder(expired, ORDER_ID, SECRET)).toBe(false);
    const otherAlgorithm = jwt.sign(claims, customerKey, { algorithm: 'HS512' });
    expect(passOpensOrder(otherAlgorithm, ORDER_ID, SECRET)).toBe(false);
  });
});
