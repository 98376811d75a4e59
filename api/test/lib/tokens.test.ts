import jwt from 'jsonwebtoken';
import { signToken, tokenFromHeader, verifyToken } from '../../src/lib/tokens';

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
