import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { MESSAGES } from '@portal/shared/validation/messages';
import { verifyPassword } from '../../../src/lib/passwords';
import { MESSAGE_PASSWORD_TOO_COMMON } from '../../../src/routes/settings/passwordRules';
import { MESSAGE_ADMIN_ONLY, MESSAGE_EMAIL_TAKEN } from '../../../src/routes/settings/teamRules';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRoute, callRouteUnchecked } from '../../helpers/callRoute';
import { addMember, auditEntries, idOf, memberVersion, staffRow } from './teamFixtures';

describe('POST /api/admin/add-team-member', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@demo.test');
  });
  afterAll(() => t.close());

  const add = (token: string, body: object) =>
    callRouteUnchecked(t.app, API_ROUTES.addTeamMember, token, { body });
  const valid = {
    name: 'Carla Caller',
    email: 'carla@demo.test',
    password: 'secret-7q',
    type: 'Telecaller' as const,
  };

  it('adds a member with a hashed password, who can then sign in with their role', async () => {
    const response = await add(admin, {
      ...valid,
      name: '  Carla Caller ',
      email: 'Carla@Demo.TEST',
    });
    expect(response.statusCode).toBe(200);
    const id = idOf(t, 'carla@demo.test');
    expect(response.json()).toEqual({
      status: 1,
      message: 'Team member added successfully.',
      data: {
        id,
        name: 'Carla Caller',
        email: 'carla@demo.test',
        type: 'Telecaller',
        memberRole: 'Telecaller',
        version: 1,
      },
    });
    const row = staffRow(t, 'carla@demo.test');
    expect(row?.password_hash).not.toContain('secret-7q');
    await expect(verifyPassword('secret-7q', row?.password_hash ?? '')).resolves.toBe(true);

    const token = await login(t.app, 'carla@demo.test', 'secret-7q');
    const info = await callRoute(t.app, API_ROUTES.userInfo, token);
    expect(info.json().data).toMatchObject({ id, type: 'Telecaller' });

    const [entry] = auditEntries(t, 'team.add');
    expect(entry).toMatchObject({
      actor_name: 'Alice Admin',
      entity: 'staff',
      entity_id: String(id),
    });
    expect(entry?.to_value).not.toContain('secret-7q');
    // The audit shows who was added: the trimmed name, the normalised e-mail and the role.
    expect(JSON.parse(entry?.to_value ?? 'null')).toEqual({
      name: 'Carla Caller',
      email: 'carla@demo.test',
      type: 'Telecaller',
    });
  });

  it('refuses an e-mail a current member has, in any letter case, and adds nothing', async () => {
    const before = t.sql.prepare('select count(*) as n from staff').get();
    const response = await add(admin, { ...valid, name: 'Other', email: 'TEAM@demo.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_EMAIL_TAKEN });
    expect(t.sql.prepare('select count(*) as n from staff').get()).toEqual(before);
  });

  it("gives a deleted member's e-mail to a new account", async () => {
    await addMember(t, admin, { ...valid, name: 'Leaver', email: 'leaver@demo.test' });
    const leaver = idOf(t, 'leaver@demo.test');
    await callRoute(t.app, API_ROUTES.deleteTeamMember, admin, {
      body: { teamMemberId: leaver, version: memberVersion(t, leaver) },
    });
    const again = await add(admin, { ...valid, name: 'Returner', email: 'leaver@demo.test' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).not.toBe(leaver);
  });

  it.each([
    ['no name', { name: undefined }, MESSAGES.memberNameRequired],
    ['an empty name', { name: '' }, MESSAGES.memberNameRequired],
    ['a name of spaces', { name: '   ' }, MESSAGES.memberNameRequired],
    ['no e-mail', { email: undefined }, MESSAGES.memberEmailRequired],
    ['an invalid e-mail', { email: 'not-an-email' }, MESSAGES.memberEmailRequired],
    ['no password', { password: undefined }, MESSAGES.memberPasswordRequired],
    ['an empty password', { password: '' }, MESSAGES.memberPasswordRequired],
    ['a short password', { password: '12345' }, MESSAGES.memberPasswordMin],
    ['a password over 72 bytes', { password: 'é'.repeat(37) }, MESSAGES.passwordTooLong],
    ['a most common password', { password: 'password1' }, MESSAGE_PASSWORD_TOO_COMMON],
    ['a most common password in capitals', { password: 'QWERTY123' }, MESSAGE_PASSWORD_TOO_COMMON],
    ['no type', { type: undefined }, MESSAGES.memberTypeRequired],
    ['an unknown type', { type: 'Boss' }, MESSAGES.memberTypeRequired],
  ])('refuses %s with 400 and its message', async (_, change, message) => {
    const response = await add(admin, { ...valid, email: 'bad.input@demo.test', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message });
    expect(staffRow(t, 'bad.input@demo.test')).toBeUndefined();
  });

  it('lets a Manager add staff but not an Admin', async () => {
    const manager = await login(t.app, 'manager@demo.test');
    const refused = await add(manager, { ...valid, email: 'boss@demo.test', type: 'Admin' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 0, message: MESSAGE_ADMIN_ONLY });
    expect(staffRow(t, 'boss@demo.test')).toBeUndefined();
    const added = await add(manager, {
      ...valid,
      name: 'Nina Second',
      email: 'nina2@demo.test',
      type: 'Night Staff',
    });
    expect(added.statusCode).toBe(200);
  });
});
