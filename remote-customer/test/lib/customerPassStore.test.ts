import { forgetPass, readPass, savePass } from '../../src/lib/customerPassStore';
import type * as CustomerPassStore from '../../src/lib/customerPassStore';
import { encodePassHandover, PASS_HANDOVER_COOKIE } from '@portal/shared/customer/passHandover';

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

  it('drops a pass from the moment it expires, and an unreadable one', () => {
    const ending = pass(10);
    savePass(100004, ending);
    const end = Date.parse(ending.expiresAt);
    expect(readPass(100004, end - 1)).toEqual(ending);
    expect(readPass(100004, end)).toBeNull();
    savePass(100001, pass(-1));
    expect(readPass(100001)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('customer-pass:100003', '{not json');
    expect(readPass(100003)).toBeNull();
  });
});

describe('a pass handed over by the track form sent before the scripts ran', () => {
  beforeEach(() => sessionStorage.clear());

  /** The store as a page's scripts load it, with the cookies the customer site left. */
  function loadStoreWith(cookie: string) {
    document.cookie = cookie;
    let store: typeof CustomerPassStore | undefined;
    jest.isolateModules(() => {
      store = jest.requireActual('../../src/lib/customerPassStore');
    });
    if (!store) throw new Error('the store did not load');
    return store;
  }

  it('is kept for this tab, and its cookie dropped so that it is used once', () => {
    const pass = {
      customerToken: 'handed',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    };
    const store = loadStoreWith(
      `${PASS_HANDOVER_COOKIE}=${encodePassHandover({ orderId: 100007, pass })}; path=/`,
    );
    expect(store.readPass(100007)).toEqual(pass);
    expect(store.readPass(100008)).toBeNull();
    expect(document.cookie).not.toContain(PASS_HANDOVER_COOKIE);
  });

  it('is ignored and dropped when unreadable', () => {
    const store = loadStoreWith(`${PASS_HANDOVER_COOKIE}=%7Bnot-json; path=/`);
    expect(sessionStorage.length).toBe(0);
    expect(store.readPass(100007)).toBeNull();
    expect(document.cookie).not.toContain(PASS_HANDOVER_COOKIE);
  });
});
