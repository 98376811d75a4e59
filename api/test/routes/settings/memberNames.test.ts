import { API_ROUTES } from '@portal/shared/api/apiRoutes';
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
    return callRoute(t.app, API_ROUTES.updateTeamMember, manager, {
      body: {
        tmId: row?.id,
        name,
        email,
        type: row?.type,
        password: '',
        version: memberVersion(t, row?.id),
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

    // Once her orders are released, the name is free again.
    t.sql.prepare('update orders set assign_to = null where order_id = ?').run(orderId);
    expect((await add('Fay Former', 'fay.new@demo.test')).statusCode).toBe(200);
  });

  it('lets a member keep their own name, even while holding orders', async () => {
    expect(heldBy('Tina Telecaller')).toBeGreaterThan(0);
    expect((await rename('telecaller@demo.test', 'Tina Telecaller')).statusCode).toBe(200);
  });
});
