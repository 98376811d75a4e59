import { cookieValue, setCookie } from '../../src/util/cookies';

describe('cookieValue', () => {
  it('finds a cookie wherever it sits in the header, as sent', () => {
    expect(cookieValue('a=1; b=two%20words; c=3', 'b')).toBe('two%20words');
    expect(cookieValue('a=1;b=2', 'b')).toBe('2');
  });

  it('answers null for a cookie not sent, even one whose name starts another', () => {
    expect(cookieValue('', 'b')).toBeNull();
    expect(cookieValue('bb=1; ab=2', 'b')).toBeNull();
  });
});

describe('setCookie', () => {
  it('writes the attributes, this site only', () => {
    expect(setCookie('a', '1', { path: '/x', maxAge: 60, httpOnly: true, secure: true })).toBe(
      'a=1; Path=/x; Max-Age=60; HttpOnly; SameSite=Strict; Secure',
    );
    expect(setCookie('a', '', { path: '/', maxAge: 0, secure: false })).toBe(
      'a=; Path=/; Max-Age=0; SameSite=Strict',
    );
  });
});
