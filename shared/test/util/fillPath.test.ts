import { fillPath } from '../../src/util/fillPath';

describe('fillPath', () => {
  it('fills and encodes parameters', () => {
    expect(fillPath('/admin/get-orders-list/:orderName', { orderName: 'newOrder' })).toBe(
      '/admin/get-orders-list/newOrder',
    );
    expect(fillPath('/x/:id', { id: 'a/b' })).toBe('/x/a%2Fb');
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/x/:id', {})).toThrow('Missing path parameter id');
  });
});
