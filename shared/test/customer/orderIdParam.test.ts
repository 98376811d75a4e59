import { parseOrderId } from '../../src/customer/orderIdParam';
import { encodeId } from '../../src/encoding/idCodec';

describe('parseOrderId', () => {
  it('reads plain ids, as typed or in a URL', () => {
    expect(parseOrderId('100234')).toBe(100234);
    expect(parseOrderId(' #100234 ')).toBe(100234);
  });

  it('reads the encoded id the approval e-mail links with', () => {
    expect(parseOrderId(encodeId(100234))).toBe(100234);
  });

  it('answers null for anything else', () => {
    for (const value of [undefined, '', '0', 'abc!', '12ab', '12#34', '9'.repeat(16)]) {
      expect(parseOrderId(value)).toBeNull();
    }
  });
});
