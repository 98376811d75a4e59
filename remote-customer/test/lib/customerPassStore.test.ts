import { forgetPass, readPass, savePass } from '../../src/lib/customerPassStore';

describe('customer pass store', () => {
  beforeEach(() => sessionStorage.clear());

  const pass = (minutes: number) => ({
    customerToken: 'token',
    expiresAt: new Date(Date.now() + minutes * 60_000).toISOString(),
  });

  it('keeps a pass per order for this tab', () => {
    const fresh = pass(30);
    savePass(100001, fresh);
    expect(readPass(100001)).toEqual(fresh);
    expect(readPass(100002)).toBeNull();
    forgetPass(100001);
    expect(readPass(100001)).toBeNull();
  });

  it('drops an expired or unreadable pass', () => {
    savePass(100001, pass(-1));
    expect(readPass(100001)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('customer-pass:100003', '{not json');
    expect(readPass(100003)).toBeNull();
  });
});
