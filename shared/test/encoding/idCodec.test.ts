import { decodeId, encodeId } from '../../src/encoding/idCodec';

describe('order id codec', () => {
  it('doubles the id and base64-encodes it without padding', () => {
    expect(encodeId(100001)).toBe(btoa('200002').replace(/=+$/, ''));
    expect(encodeId(100001)).not.toContain('=');
  });

  it.each([1, 7, 100001, 123456789, 2 ** 40])('round-trips %i', (id) => {
    expect(decodeId(encodeId(id))).toBe(id);
  });

  it.each([
    ['empty', ''],
    ['not base64', '%%%'],
    ['not digits', btoa('abc')],
    ['an odd number', btoa('200003')],
    ['a leading zero', btoa('0200002').replace(/=+$/, '')],
    ['spaces inside', `${encodeId(100001).slice(0, 4)}    ${encodeId(100001).slice(4)}`],
    ['path traversal', '../etc/passwd'],
  ])('refuses %s', (_, value) => {
    expect(decodeId(value)).toBeNull();
  });
});
