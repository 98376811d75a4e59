import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { Role } from '@portal/shared/entities/staff';
import { MESSAGES } from '@portal/shared/validation/messages';
import { isNameKeyConflict, TeamRepository } from '../../../src/repositories/teamRepository';
import { callRoute } from '../../helpers/callRoute';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { MESSAGE_NAME_TAKEN, nameHoldsOrdersMessage } from '../../../src/routes/settings/teamRules';
import { addMember, memberVersion, staffRow } from './teamFixtures';

/** Orders are assigned by name, so two members may never share one. */
describe('team member names are one member each', () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp({ orders: 60 });
    manager = await login(t.app, 'manager@demo.test');
  }, 60_000);
  afterAll(() => t.close());

  const add = (name: string, email: string) =>
    callRoute(t.app, API_ROUTES.addTeamMember, manager, {
      body: { name, email, password: 'a-long-password', type: 'Telecaller' },
    });
  const rename = (email: string, name: string) => {
    const row = staffRow(t, email);
    if (!row) throw new Error(`No member ${email}`);
    return callRoute(t.app, API_ROUTES.updateTeamMember, manager, {
      body: {
        tmId: row.id,
        name,
        email,
        type: row.type as Role,
        password: '',
        version: memberVersion(t, row.id),
      },
    });
  };
  const heldBy = (name: string) =>
    t.sql.prepare('select count(*) from orders where assign_to = ?').pluck().get(name);

  it.each(['Tina Telecaller', ' tina TELECALLER '])(
    'refuses a second member named %j, adding no one',
    async (name) => {
      const response = await add(name, 'second.tina@demo.test');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_NAME_TAKEN });
      expect(staffRow(t, 'second.tina@demo.test')).toBeUndefined();
    },
  );

  // What looks like Tina Telecaller on a screen: a no-break space, full-width letters, another
  // case, doubled spaces, an ideographic space.
  it.each([
    'Tina\u00a0Telecaller',
    '\uff34\uff49\uff4e\uff41 \uff34\uff45\uff4c\uff45\uff43\uff41\uff4c\uff4c\uff45\uff52',
    'TINA telecaller',
    'Tina  Telecaller',
    'Tina\u3000Telecaller',
  ])('refuses a look-alike of a current name, %j, adding no one', async (name) => {
    const response = await add(name, 'lookalike.tina@demo.test');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_NAME_TAKEN });
    expect(staffRow(t, 'lookalike.tina@demo.test')).toBeUndefined();
  });

  it.each([
    ['a zero-width joiner', 'Tina\u200dTelecaller'],
    ['a zero-width space', 'Tina\u200bTelecaller'],
    ['a right-to-left override', '\u202eTina Telecaller'],
    ['a C0 control', 'Tina\u0007Telecaller'],
    ['a C1 control', 'Tina\u0085Telecaller'],
    ['a soft hyphen', 'Tina Tele\u00adcaller'],
    ['a tag character', 'Tina Telecaller\u{e0041}'],
  ])('refuses a name holding %s with the form’s message (400)', async (_what, name) => {
    const response = await add(name, 'invisible.tina@demo.test');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message: MESSAGES.memberNameInvisible });
    expect(staffRow(t, 'invisible.tina@demo.test')).toBeUndefined();
  });

  it('gives a name to one of several members added at once under look-alikes of it', async () => {
    const names = ['Zed Zero', 'Zed\u00a0Zero', 'ZED ZERO', 'Zed  Zero', '\uff3aed Zero'];
    const answers = await Promise.all(
      names.map((name, n) => add(name, `zed${n}@demo.test`).then((r) => r.statusCode)),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((status) => status === 409)).toHaveLength(names.length - 1);
    const current = t.sql
      .prepare("select count(*) from staff where email like 'zed%' and deleted_at is null")
      .pluck()
      .get();
    expect(Number(current)).toBe(1);
  });

  it('keeps a look-alike out in the database itself, past the check', async () => {
    const write = new TeamRepository(t.app.db).create(
      { name: 'Tina\u00a0TELECALLER', email: 'past.check@demo.test', type: 'Telecaller' },
      'not-a-real-hash',
    );
    const error: unknown = await write.catch((refused: unknown) => refused);
    expect(isNameKeyConflict(error)).toBe(true);
    expect(staffRow(t, 'past.check@demo.test')).toBeUndefined();
  });

  it("refuses renaming a member to a look-alike of another member's name", async () => {
    const response = await rename('team@demo.test', 'tina\u00a0telecaller');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_NAME_TAKEN });
    expect(staffRow(t, 'team@demo.test')?.name).toBe('Tom Team');
  });

  it("refuses renaming a member to another member's name", async () => {
    const response = await rename('team@demo.test', 'Tina Telecaller');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_NAME_TAKEN });
    expect(staffRow(t, 'team@demo.test')?.name).toBe('Tom Team');
  });

  it("refuses a former member's name while orders are still assigned to it", async () => {
    const former = await addMember(t, manager, {
      name: 'Fay Former',
      email: 'fay@demo.test',
      password: 'a-long-password',
      type: 'Telecaller',
    });
    const orderId = t.sql.prepare('select min(order_id) from orders').pluck().get() as number;
    t.sql
      .prepare("update orders set process_status = 'New', assign_to = ? where order_id = ?")
      .run(former.name, orderId);
    const deleted = await callRoute(t.app, API_ROUTES.deleteTeamMember, manager, {
      body: { teamMemberId: former.id, version: memberVersion(t, former.id) },
    });
    expect(deleted.statusCode).toBe(200);
    expect(heldBy('Fay Former')).toBe(1);

    const refused = await add('Fay Former', 'fay.new@demo.test');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 0,
      message: nameHoldsOrdersMessage('Fay Former'),
    });
    const lookAlike = await add('Fay\u00a0former', 'fay.new@demo.test');
    expect(lookAlike.statusCode).toBe(409);
    expect(lookAlike.json()).toMatchObject({
      status: 0,
      message: nameHoldsOrdersMessage('Fay Former'),
    });

    // Once her orders are released, the name is free again.
    t.sql.prepare('update orders set assign_to = null where order_id = ?').run(orderId);
    expect((await add('Fay Former', 'fay.new@demo.test')).statusCode).toBe(200);
  });

  it('lets a member keep their own name, even while holding orders', async () => {
    expect(heldBy('Tina Telecaller')).toBeGreaterThan(0);
    expect((await rename('telecaller@demo.test', 'Tina Telecaller')).statusCode).toBe(200);
  });
});
