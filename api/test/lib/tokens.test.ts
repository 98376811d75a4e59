import jwt from 'jsonwebtoken';
import {
  signToken,
  tokenFromHeader,
  VERIFIED_TOKENS_HELD,
  verifyToken,
} from '../../src/lib/tokens';

const SECRET = 'a test secret that is long enough for HS256';
const user = {
  id: 3,
  name: 'Tina Telecaller',
  email: 'telecaller@demo.test',
  type: 'Telecaller' as const,
};

describe('tokens', () => {
  it('round-trips the user and token version', () => {
    const payload = { user, tv: 4, authTime: 1_750_000_000 };
    expect(verifyToken(signToken(payload, SECRET, 60), SECRET)).toEqual(payload);
  });

  it('refuses a token with an unknown role', () => {
    const token = signToken(
      { user: { ...user, type: 'Owner' as never }, tv: 0, authTime: 1_750_000_000 },
      SECRET,
      60,
    );
    expect(verifyToken(token, SECRET)).toBeNull();
  });

  it('checks each token against the secret it is given, one secret after another', () => {
    const payload = { user, tv: 1, authTime: 1_750_000_000 };
    const other = 'another test secret that is long enough for HS256';
    const token = signToken(payload, SECRET, 60);
    expect(verifyToken(token, SECRET)).toEqual(payload);
    expect(verifyToken(token, other)).toBeNull();
    expect(verifyToken(signToken(payload, other, 60), other)).toEqual(payload);
    expect(verifyToken(token, SECRET)).toEqual(payload);
  });

  it('refuses a token without its sign-in time', () => {
    expect(verifyToken(jwt.sign({ user, tv: 0 }, SECRET), SECRET)).toBeNull();
  });

  describe('a token verified before', () => {
    afterEach(() => {
      jest.restoreAllMocks();
      jest.useRealTimers();
    });

    it('is answered again without verifying it again', () => {
      const verify = jest.spyOn(jwt, 'verify');
      const payload = { user, tv: 2, authTime: 1_750_000_000 };
      const token = signToken(payload, SECRET, 60);
      for (let call = 0; call < 3; call += 1) expect(verifyToken(token, SECRET)).toEqual(payload);
      expect(verify).toHaveBeenCalledTimes(1);
    });

    it('is refused from the second it expires', () => {
      const signedAt = Date.UTC(2026, 11, 4, 9, 0, 0);
      jest.useFakeTimers({ now: signedAt });
      const payload = { user, tv: 0, authTime: signedAt / 1000 };
      const token = signToken(payload, SECRET, 60);
      expect(verifyToken(token, SECRET)).toEqual(payload);
      jest.setSystemTime(signedAt + 59_999);
      expect(verifyToken(token, SECRET)).toEqual(payload);
      jest.setSystemTime(signedAt + 60_000);
      expect(verifyToken(token, SECRET)).toBeNull();
    });

    it('is verified again once as many newer tokens were', () => {
      // A sign-in time of its own: no token of the tests above is among them.
      const tokenOf = (tv: number) => signToken({ user, tv, authTime: 1_760_000_000 }, SECRET, 60);
      const first = tokenOf(0);
      verifyToken(first, SECRET);
      for (let tv = 1; tv <= VERIFIED_TOKENS_HELD; tv += 1) verifyToken(tokenOf(tv), SECRET);
      const verify = jest.spyOn(jwt, 'verify');
      expect(verifyToken(first, SECRET)).toMatchObject({ tv: 0 });
      expect(verify).toHaveBeenCalledTimes(1);
    });

    it('is not taken for a token signed with another secret', () => {
      const token = signToken({ user, tv: 0, authTime: 1_750_000_000 }, SECRET, 60);
      expect(verifyToken(token, SECRET)).not.toBeNull();
      expect(verifyToken(token, 'another test secret that is long enough for HS256')).toBeNull();
    });
  });

  it.each([
    [undefined, null],
    ['', null],
    ['abc.def.ghi', 'abc.def.ghi'],
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer   abc.def.ghi ', 'abc.def.ghi'],
  ])('reads the Authorization header %j', (header, token) => {
    expect(tokenFromHeader(header)).toBe(token);
  });
});
