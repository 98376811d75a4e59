import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGES } from '@portal/shared/validation/messages';
import { MESSAGE_SESSION_EXPIRED } from '../../../src/lib/apiError';
import {
  MESSAGE_ADMIN_ONLY,
  MESSAGE_EMAIL_TAKEN,
  MESSAGE_LAST_ADMIN,
  MESSAGE_MEMBER_NOT_FOUND,
} from '../../../src/routes/settings/teamRules';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRoute, callRouteUnchecked } from '../../helpers/callRoute';
import { addMember, auditEntries, idOf, memberVersion, staffRow } from './teamFixtures';

describe('POST /api/admin/update-team-member', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@demo.test');
  });
  afterAll(() => t.close());

  /** As the edit form sends it: with the member's current version, unless the case names one. */
  const update = (token: string, body: { tmId: number } & Record<string, unknown>) =>
    callRouteUnchecked(t.app, API_ROUTES.updateTeamMember, token, {
      body: { version: memberVersion(t, body.tmId), ...body },
    });
  const userInfo = (token: string) => callRoute(t.app, API_ROUTES.userInfo, token);

  async function freshMember(email: string) {
    const member = await addMember(t, admin, {
      // Names are one member's each.
      name: `Edit ${email}`,
      email,
      password: 'first-pass',
      type: 'Team',
    });
    return { member, token: await login(t.app, email, 'first-pass') };
  }

  it('renames a member and keeps their password and sessions when only the name changes', async () => {
    const { member, token } = await freshMember('rename@demo.test');
    const response = await update(admin, {
      tmId: member.id,
      name: 'Renamed Member',
      email: 'rename@demo.test',
      password: '',
      type: 'Team',
    });
    expect(response.json()).toEqual({
      status: 1,
      message: 'Team member updated successfully.',
      data: { ...member, name: 'Renamed Member', version: member.version + 1 },
    });
    expect((await userInfo(token)).json().data.name).toBe('Renamed Member');
    await expect(login(t.app, 'rename@demo.test', 'first-pass')).resolves.toEqual(
      expect.any(String),
    );
  });

  it('sets a new password: the old one and the old sessions stop working', async () => {
    const { member, token } = await freshMember('repass@demo.test');
    const response = await update(admin, {
      tmId: member.id,
      name: member.name,
      email: member.email,
      password: 'second-pass',
      type: 'Team',
    });
    expect(response.statusCode).toBe(200);
    expect((await userInfo(token)).json()).toMatchObject({
      status: 0,
      message: MESSAGE_SESSION_EXPIRED,
    });
    await expect(login(t.app, 'repass@demo.test', 'first-pass')).rejects.toThrow();
    await expect(login(t.app, 'repass@demo.test', 'second-pass')).resolves.toEqual(
      expect.any(String),
    );
    const [entry] = auditEntries(t, 'team.update').filter(
      (row) => row.entity_id === String(member.id),
    );
    expect(entry?.to_value).toContain('"passwordChanged":true');
    expect(entry?.to_value).not.toContain('second-pass');
  });

  it('changes the type: the member signs in again and gets the new role', async () => {
    const { member, token } = await freshMember('promote@demo.test');
    await update(admin, {
      tmId: member.id,
      name: member.name,
      email: member.email,
      type: 'Manager',
    });
    expect((await userInfo(token)).statusCode).toBe(401);
    const again = await login(t.app, 'promote@demo.test', 'first-pass');
    expect((await callRoute(t.app, API_ROUTES.teamMemberList, again)).statusCode).toBe(200);
  });

  it("refuses another member's e-mail, but accepts the member's own in another case", async () => {
    const { member } = await freshMember('mine@demo.test');
    const base = { tmId: member.id, name: member.name, type: 'Team', password: '' };
    const taken = await update(admin, { ...base, email: 'Manager@demo.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ status: 0, message: MESSAGE_EMAIL_TAKEN });
    expect((await update(admin, { ...base, email: 'MINE@demo.test' })).statusCode).toBe(200);
    expect(staffRow(t, 'mine@demo.test')?.email).toBe('mine@demo.test');
  });

  it('answers 404 for an unknown member and 400 for bad fields', async () => {
    const body = { tmId: 99999, name: 'X', email: 'x@demo.test', type: 'Team' };
    expect((await update(admin, body)).json()).toMatchObject({
      status: 0,
      message: MESSAGE_MEMBER_NOT_FOUND,
    });
    const short = await update(admin, {
      ...body,
      tmId: idOf(t, 'team@demo.test'),
      password: '123',
    });
    expect(short.json()).toMatchObject({ status: 0, message: MESSAGES.memberPasswordMin });
    const noName = await update(admin, { ...body, name: ' ' });
    expect(noName.json()).toMatchObject({ status: 0, message: MESSAGES.memberNameRequired });
  });

  // An empty password keeps the current one; any other is held to the length rule at its edge.
  it('refuses a new password of 5 characters and takes one of 6', async () => {
    const { member } = await freshMember('six@demo.test');
    const base = { tmId: member.id, name: member.name, email: 'six@demo.test', type: 'Team' };
    const five = await update(admin, { ...base, password: 'kq7zp' });
    expect(five.statusCode).toBe(400);
    expect(five.json()).toMatchObject({ status: 0, message: MESSAGES.memberPasswordMin });
    await expect(login(t.app, 'six@demo.test', 'first-pass')).resolves.toEqual(expect.any(String));

    expect((await update(admin, { ...base, password: 'kq7zpw' })).statusCode).toBe(200);
    await expect(login(t.app, 'six@demo.test', 'kq7zpw')).resolves.toEqual(expect.any(String));
  });

  it('does not let a Manager edit an Admin or make anyone an Admin', async () => {
    const manager = await login(t.app, 'manager@demo.test');
    const adminId = idOf(t, 'admin@demo.test');
    const editAdmin = await update(manager, {
      tmId: adminId,
      name: 'Alice Admin',
      email: 'admin@demo.test',
      type: 'Team',
    });
    expect(editAdmin.statusCode).toBe(403);
    expect(editAdmin.json()).toMatchObject({ status: 0, message: MESSAGE_ADMIN_ONLY });
    const promote = await update(manager, {
      tmId: idOf(t, 'team@demo.test'),
      name: 'Tom Team',
      email: 'team@demo.test',
      type: 'Admin',
    });
    expect(promote.statusCode).toBe(403);
    expect(staffRow(t, 'team@demo.test')?.type).toBe('Team');
    expect(staffRow(t, 'admin@demo.test')?.type).toBe('Admin');
  });

  it('keeps the last Admin an Admin, and lets one of two Admins change type', async () => {
    const adminId = idOf(t, 'admin@demo.test');
    const demote = {
      tmId: adminId,
      name: 'Alice Admin',
      email: 'admin@demo.test',
      type: 'Manager',
    };
    const refused = await update(admin, demote);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 0, message: MESSAGE_LAST_ADMIN });
    expect(staffRow(t, 'admin@demo.test')?.type).toBe('Admin');

    const second = await addMember(t, admin, {
      name: 'Second Admin',
      email: 'second.admin@demo.test',
      password: 'second-pass',
      type: 'Admin',
    });
    const secondToken = await login(t.app, 'second.admin@demo.test', 'second-pass');
    const demoted = await update(secondToken, {
      tmId: second.id,
      name: second.name,
      email: second.email,
      type: 'Team',
    });
    expect(demoted.statusCode).toBe(200);
    expect(staffRow(t, 'second.admin@demo.test')?.type).toBe('Team');
  });
});
