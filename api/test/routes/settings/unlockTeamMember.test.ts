import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { TeamMember } from '@portal/shared/entities/staff';
import { MESSAGE_FORBIDDEN } from '../../../src/lib/apiError';
import { unlockedMessage } from '../../../src/routes/settings/unlockTeamMember';
import { MESSAGE_MEMBER_NOT_FOUND } from '../../../src/routes/settings/teamRules';
import { apiPath, createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRoute, envelopeOf } from '../../helpers/callRoute';
import { auditEntries, idOf } from './teamFixtures';

// Every wrong password costs a bcrypt check.
jest.setTimeout(60_000);

describe('PUT /api/admin/unlock-team-member', () => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@demo.test');
  });
  afterEach(() => t.close());

  const signIn = (email: string, password: string, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: apiPath(API_ROUTES.adminLogin),
      payload: { email, password },
      remoteAddress: ip,
    });
  async function lockOut(email: string) {
    for (let i = 0; i < 5; i += 1) await signIn(email, 'wrong-password');
    expect((await signIn(email, 'demo1234')).statusCode).toBe(429);
  }
  const unlock = (token: string, teamMemberId: number) =>
    callRoute(t.app, API_ROUTES.unlockTeamMember, token, { body: { teamMemberId } });
  async function lockedOutInList() {
    const list = envelopeOf<TeamMember[]>(await callRoute(t.app, API_ROUTES.teamMemberList, admin));
    return (list.data ?? []).filter((member) => member.lockedOut).map((member) => member.email);
  }

  it('lets an Admin unlock a member: the list shows who is held, the member gets in, audited', async () => {
    await lockOut('telecaller@demo.test');
    expect(await lockedOutInList()).toEqual(['telecaller@demo.test']);

    const id = idOf(t, 'telecaller@demo.test');
    const answer = await unlock(admin, id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: 1,
      message: unlockedMessage('Tina Telecaller'),
      data: null,
    });
    expect((await signIn('telecaller@demo.test', 'demo1234')).statusCode).toBe(200);
    expect(await lockedOutInList()).toEqual([]);
    expect(auditEntries(t, 'team.unlock')).toEqual([
      expect.objectContaining({
        actor_name: 'Alice Admin',
        entity_id: String(id),
        from_value: JSON.stringify({ failedSignIns: 5 }),
      }),
    ]);
  });

  it.each(['manager@demo.test', 'telecaller@demo.test', 'team@demo.test', 'nightstaff@demo.test'])(
    'is refused by the server to %s, and unlocks nothing',
    async (email) => {
      await lockOut('admin@demo.test');
      const answer = await unlock(await login(t.app, email), idOf(t, 'admin@demo.test'));
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ status: 0, message: MESSAGE_FORBIDDEN });
      expect((await signIn('admin@demo.test', 'demo1234')).statusCode).toBe(429);
      expect(auditEntries(t, 'team.unlock')).toEqual([]);
    },
  );

  it('answers 404 for a member who does not exist', async () => {
    const answer = await unlock(admin, 999_999);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ status: 0, message: MESSAGE_MEMBER_NOT_FOUND });
  });
});
