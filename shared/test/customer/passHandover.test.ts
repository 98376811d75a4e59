import {
  encodePassHandover,
  PASS_HANDOVER_COOKIE,
  readPassHandover,
  type PassHandover,
} from '../../src/customer/passHandover';

const HANDOVER: PassHandover = {
  orderId: 100001,
  pass: { customerToken: 'token', expiresAt: '2030-01-01T00:00:00.000Z' },
};

describe('the pass handover cookie', () => {
  it('reads back what was written, among other cookies', () => {
    const cookie = `${PASS_HANDOVER_COOKIE}=${encodePassHandover(HANDOVER)}`;
    expect(readPassHandover(cookie)).toEqual(HANDOVER);
    expect(readPassHandover(`theme=dark; ${cookie}; lang=en`)).toEqual(HANDOVER);
  });

  it.each([
    ['no handover', 'theme=dark'],
    ['not JSON', `${PASS_HANDOVER_COOKIE}=%7Bnope`],
    ['null', `${PASS_HANDOVER_COOKIE}=null`],
    ['a number', `${PASS_HANDOVER_COOKIE}=42`],
    ['no pass', `${PASS_HANDOVER_COOKIE}=${encodeURIComponent('{"orderId":1}')}`],
    [
      'an order id that is text',
      `${PASS_HANDOVER_COOKIE}=${encodeURIComponent(JSON.stringify({ ...HANDOVER, orderId: '1' }))}`,
    ],
  ])('answers null for %s', (_, cookies) => {
    expect(readPassHandover(cookies)).toBeNull();
  });
});
