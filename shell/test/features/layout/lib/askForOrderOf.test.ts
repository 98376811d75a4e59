import type { MouseEvent } from 'react';
import { encodeId } from '@portal/shared/encoding/idCodec';
import { prefetchOrderDetails } from '@portal/web/orders/orderDetails';
import { askForOrderOf } from '../../../../src/features/layout/lib/askForOrderOf';

jest.mock('@portal/web/orders/orderDetails', () => ({ prefetchOrderDetails: jest.fn() }));

/** A click on the element inside a link to `href`, as React hands it to the handler. */
function clickIn(href: string, keys: Partial<MouseEvent> = {}): MouseEvent {
  document.body.innerHTML = `<a href="${href}"><span>View</span></a>`;
  const target = document.querySelector('span');
  return { button: 0, target, ...keys } as unknown as MouseEvent;
}

describe('a click on a link to an order page', () => {
  beforeEach(() => jest.mocked(prefetchOrderDetails).mockClear());

  it('asks for that order', () => {
    askForOrderOf(clickIn(`/admin/view-order/${encodeId(104988)}`));
    expect(prefetchOrderDetails).toHaveBeenCalledWith(104988);
  });

  it.each([
    ['with Ctrl (a new tab)', { ctrlKey: true }],
    ['with Shift (a new window)', { shiftKey: true }],
    ['with Cmd', { metaKey: true }],
    ['with the middle button', { button: 1 }],
  ])('asks for nothing %s', (_, keys) => {
    askForOrderOf(clickIn(`/admin/view-order/${encodeId(104988)}`, keys));
    expect(prefetchOrderDetails).not.toHaveBeenCalled();
  });

  it('asks for nothing on another link, a bad order link or outside a link', () => {
    askForOrderOf(clickIn('/admin/pending-order'));
    askForOrderOf(clickIn('/admin/view-order/not*an*id'));
    document.body.innerHTML = '<button>Refresh</button>';
    askForOrderOf({ button: 0, target: document.querySelector('button') } as unknown as MouseEvent);
    expect(prefetchOrderDetails).not.toHaveBeenCalled();
  });
});
