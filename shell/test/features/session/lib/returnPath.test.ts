import {
  rememberReturnPath,
  takeReturnPath,
} from '../../../../src/features/session/lib/returnPath';

describe('the page a member returns to after signing in again', () => {
  beforeEach(() => sessionStorage.clear());

  it('is the staff page they were on, for that member, once', () => {
    rememberReturnPath(7, '/admin/view-order/MjAwMDAy?tab=mails');
    expect(takeReturnPath(7)).toBe('/admin/view-order/MjAwMDAy?tab=mails');
    expect(takeReturnPath(7)).toBeNull();
  });

  it('is nothing for another member, and is forgotten by that sign-in', () => {
    rememberReturnPath(7, '/admin/change-password');
    expect(takeReturnPath(8)).toBeNull();
    expect(takeReturnPath(7)).toBeNull();
  });

  it.each(['/', '/track-order/104924', '/administrator'])(
    'is never a page outside the staff area: %s',
    (path) => {
      rememberReturnPath(7, path);
      expect(takeReturnPath(7)).toBeNull();
    },
  );
});
