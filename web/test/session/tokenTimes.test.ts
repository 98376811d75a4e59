import { tokenTimes } from '../../src/session/tokenTimes';
import { ALICE, fakeToken } from './sessionFixtures';

describe('tokenTimes', () => {
  it('reads iat and exp in milliseconds', () => {
    const issuedAt = Date.parse('2025-06-30T09:00:00Z');
    expect(tokenTimes(fakeToken(issuedAt, issuedAt + 1_800_000))).toEqual({
      issuedAt,
      expiresAt: issuedAt + 1_800_000,
    });
  });

  it('reads a payload whose base64url has the characters base64 writes as + and /', () => {
    const issuedAt = Date.parse('2025-06-30T09:00:00Z');
    // A member's name such as this one encodes to both '-' and '_'.
    const token = fakeToken(issuedAt, issuedAt + 1_800_000, { ...ALICE, name: 'Alice ~~~ ??>' });
    expect(token.split('.')[1]).toMatch(/-.*_|_.*-/);
    expect(tokenTimes(token)).toEqual({ issuedAt, expiresAt: issuedAt + 1_800_000 });
  });

  it.each([
    '',
    'not-a-token',
    'a.!!!.c',
    `a.${btoa('{"iat":"soon"}')}.c`,
    `a.${btoa('{"exp":1751274000}')}.c`,
  ])('says nothing for %j', (token) => {
    expect(tokenTimes(token)).toBeNull();
  });
});
