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

  it.each([
    ['a path that is not text', JSON.stringify({ userId: 7, path: 42 })],
    ['no path', JSON.stringify({ userId: 7 })],
    ['a broken entry', '{"userId": 7, "path": "/admin'],
  ])('is nothing when the tab kept %s', (_case, saved) => {
    sessionStorage.setItem('session:returnTo', saved);
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
