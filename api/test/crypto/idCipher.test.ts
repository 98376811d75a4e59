import { createIdCipher } from '../../src/crypto/idCipher';

const SECRET = 'a-server-secret-that-is-long-enough-for-tests';

describe('createIdCipher', () => {
  const cipher = createIdCipher(SECRET, 'payment-gateway-id');

  it('opens what it sealed, and seals the same id differently every time', () => {
    for (const id of [1, 42, 100001, Number.MAX_SAFE_INTEGER]) {
      const first = cipher.seal(id);
      const second = cipher.seal(id);
      expect(first).not.toBe(second);
      expect(first).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(cipher.open(first)).toBe(id);
      expect(cipher.open(second)).toBe(id);
    }
  });

  it('refuses a token with any single character changed', () => {
    const token = cipher.seal(7);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let index = 0; index < token.length; index++) {
      for (const replacement of alphabet) {
        if (replacement === token[index]) continue;
        const changed = `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
        expect(cipher.open(changed)).toBeNull();
      }
    }
  });

  it('refuses tokens of another key or purpose, and anything malformed', () => {
    const id = 7;
    expect(createIdCipher(SECRET, 'other-purpose').open(cipher.seal(id))).toBeNull();
    expect(createIdCipher(`${SECRET}!`, 'payment-gateway-id').open(cipher.seal(id))).toBeNull();
    for (const token of ['', '7', 'Nw', 'not base64!', 'A'.repeat(40), `${cipher.seal(id)}=`]) {
      expect(cipher.open(token)).toBeNull();
    }
  });
});
