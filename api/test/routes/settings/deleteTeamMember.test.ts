import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGE_SESSION_EXPIRED } from '../../../src/lib/apiError';
import {
  MESSAGE_ADMIN_ONLY,
  MESSAGE_MEMBER_NOT_FOUND,
  MESSAGE_NOT_YOURSELF,
} from '../../../src/routes/settings/teamRules';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRoute, callRouteUnchecked } from '../../helpers/callRoute';
import { addMember, auditEntries, idOf, memberVersion, staffRow } from './teamFixtures';

describe('PUT /api/admin/delete-team-member', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@demo.test');
  });
  afterAll(() => t.close());

  /** As the list sends it: with the member's current version. */
  const remove = (token: string, teamMemberId: number) =>
    callRoute(t.app, API_ROUTES.deleteTeamMember, token, {
      body: { teamMemberId, version: memberVersion(t, teamMemberId) },
    });
  const activeAdmins = () =>
    (
      t.sql
        .prepare("select count(*) as n from staff where type = 'Admin' and deleted_at is null")
        .get() as { n: number }
    ).n;

  it('deletes a member softly; their sessions and password stop working at once', async () => {
    const member = await addMember(t, admin, {
      name: 'Short Stay',
      email: 'short.stay@demo.test',
      password: 'short-pass',
      type: 'Team',
    });
    const token = await login(t.app, 'short.stay@demo.test', 'short-pass');
    const response = await remove(admin, member.id);
    expect(response.json()).toEqual({
      status: 1,
      message: 'Team member deleted successfully.',
      data: null,
    });
    expect(staffRow(t, 'short.stay@demo.test')?.deleted_at).toEqual(expect.any(String));
    expect((await callRoute(t.app, API_ROUTES.userInfo, token)).json()).toMatchObject({
      status: 0,
      message: MESSAGE_SESSION_EXPIRED,
    });
    await expect(login(t.app, 'short.stay@demo.test', 'short-pass')).rejects.toThrow();
    const list = await callRoute(t.app, API_ROUTES.teamMemberList, admin);
    expect(list.json().data.map((row: { id: number }) => row.id)).not.toContain(member.id);
    expect(auditEntries(t, 'team.delete')).toEqual([
      expect.objectContaining({ actor_name: 'Alice Admin', entity_id: String(member.id) }),
    ]);
    // Who the member was, since the history they left names them.
    expect(JSON.parse(auditEntries(t, 'team.delete')[0]?.from_value ?? 'null')).toEqual({
      name: 'Short Stay',
      email: 'short.stay@demo.test',
      type: 'Team',
    });
    expect((await remove(admin, member.id)).json()).toMatchObject({
      status: 0,
      message: MESSAGE_MEMBER_NOT_FOUND,
    });
  });

  it('does not let anyone delete themselves', async () => {
    const response = await remove(admin, idOf(t, 'admin@demo.test'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_NOT_YOURSELF });
    const manager = await login(t.app, 'manager@demo.test');
    expect((await remove(manager, idOf(t, 'manager@demo.test'))).statusCode).toBe(400);
    expect(staffRow(t, 'manager@demo.test')?.deleted_at).toBeNull();
  });

  it('lets a Manager delete staff but not an Admin', async () => {
    const manager = await login(t.app, 'manager@demo.test');
    const refused = await remove(manager, idOf(t, 'admin@demo.test'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 0, message: MESSAGE_ADMIN_ONLY });
    expect(staffRow(t, 'admin@demo.test')?.deleted_at).toBeNull();
    expect((await remove(manager, idOf(t, 'nightstaff@demo.test'))).statusCode).toBe(200);
  });

  it('refuses a malformed id with 400', async () => {
    const response = await callRouteUnchecked(t.app, API_ROUTES.deleteTeamMember, admin, {
      body: { teamMemberId: 'abc', version: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(0);
  });

  it('always leaves an Admin, even when two Admins delete each other at the same moment', async () => {
    await addMember(t, admin, {
      name: 'Rival Admin',
      email: 'rival@demo.test',
      password: 'rival-pass',
      type: 'Admin',
    });
    const rival = await login(t.app, 'rival@demo.test', 'rival-pass');
    expect(activeAdmins()).toBe(2);
    const [first, second] = await Promise.all([
      remove(admin, idOf(t, 'rival@demo.test')),
      remove(rival, idOf(t, 'admin@demo.test')),
    ]);
    const codes = [first.statusCode, second.statusCode];
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    // The loser is refused: either its session ended first (401) or it would remove the last Admin (409).
    expect([401, 409]).toContain(codes.find((code) => code !== 200));
    expect(activeAdmins()).toBe(1);
  });
});
