/**
 * @jest-environment jsdom
 */
import { SESSION_STORAGE_KEY } from '@portal/shared/entities/session';
import { readStoredSession, writeStoredSession } from '../../src/session/storedSession';

const SESSION = {
  accessToken: 'token',
  user: { id: 1, name: 'Alice Admin', email: 'admin@demo.test', type: 'Admin' as const },
};

beforeEach(() => localStorage.clear());

describe('the stored session', () => {
  it('reads back what was written', () => {
    writeStoredSession(SESSION);
    expect(readStoredSession()).toEqual(SESSION);
  });

  it.each([
    ['a corrupt entry', '{"accessToken":'],
    ['an entry without a token', JSON.stringify({ user: SESSION.user })],
    [
      'a role the portal does not know',
      JSON.stringify({ ...SESSION, user: { ...SESSION.user, type: 'Owner' } }),
    ],
  ])('signs no one in from %s, and removes it', (_case, stored) => {
    localStorage.setItem(SESSION_STORAGE_KEY, stored);
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
