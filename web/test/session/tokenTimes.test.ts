import { tokenTimes } from '../../src/session/tokenTimes';
import { fakeToken } from './sessionFixtures';

describe('tokenTimes', () => {
  it('reads iat and exp in milliseconds', () => {
    const issuedAt = Date.parse('2025-06-30T09:00:00Z');
    expect(tokenTimes(fakeToken(issuedAt, issuedAt + 1_800_000))).toEqual({
      issuedAt,
      expiresAt: issuedAt + 1_800_000,
    });
  });

  it.each(['', 'not-a-token', 'a.!!!.c', `a.${btoa('{"iat":"soon"}')}.c`])(
    'says nothing for %j',
    (token) => {
      expect(tokenTimes(token)).toBeNull();
    },
  );
});
