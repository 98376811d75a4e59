import { API_ROUTES, type ApiRoute } from '@portal/shared/api/apiRoutes';
import { DEMO_PASSWORD } from '../../src/db/seed/demoStaff';
import { MESSAGE_ORDER_FOUND } from '../../src/routes/customer/trackOrder';
import { CUSTOMER_HTML, startSites, type Sites } from '../helpers/sites';
import { apiPath, login } from '../helpers/testApp';

/**
 * The customer listener is the customer site and nothing more (docs/security.md, "Two
 * origins"): a customer page's widget, or anyone who finds the customer host, reaches no
 * staff call and no staff file there.
 */
describe('the customer site', () => {
  let sites: Sites;
  let token: string;
  beforeAll(async () => {
    sites = await startSites({ orders: 1 });
    token = await login(sites.t.app, 'admin@demo.test');
  });
  afterAll(async () => {
    await sites.close();
  });

  const call = (base: string, route: ApiRoute, body?: unknown, params = {}) =>
    fetch(`${base}${apiPath(route, params)}`, {
      method: route.method,
      headers: {
        authorization: token,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });

  it.each([
    ['sign-in', API_ROUTES.adminLogin, { email: 'admin@demo.test', password: DEMO_PASSWORD }],
    ['a staff call with a valid token', API_ROUTES.folderCount, undefined],
    ['the signed-in member', API_ROUTES.userInfo, undefined],
    ['Manage Team', API_ROUTES.teamMemberList, undefined],
    ['the live updates', API_ROUTES.liveUpdates, undefined],
    ['a release switch', API_ROUTES.deployRelease, { remote: 'queues', id: '1.0.0-0a1b2c3d4e5f' }],
  ])('answers %s 404 in the envelope, as a call it does not have', async (_name, route, body) => {
    const response = await call(sites.customer, route, body);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      status: 0,
      message: `There is no API call ${route.method} ${apiPath(route)}.`,
    });
  });

  it('still answers sign-in and the staff calls on the staff site', async () => {
    const signIn = { email: 'admin@demo.test', password: DEMO_PASSWORD };
    expect((await call(sites.staff, API_ROUTES.adminLogin, signIn)).status).toBe(200);
    expect((await call(sites.staff, API_ROUTES.folderCount)).status).toBe(200);
  });

  it('answers the customer calls and the health checks', async () => {
    const order = sites.t.sql.prepare('select order_id, email from orders limit 1').get() as {
      order_id: number;
      email: string;
    };
    const tracked = await call(sites.customer, API_ROUTES.trackOrder, {
      orderId: order.order_id,
      email: order.email,
    });
    expect(tracked.status).toBe(200);
    expect(await tracked.json()).toMatchObject({ status: 1, message: MESSAGE_ORDER_FOUND });
    expect((await call(sites.customer, API_ROUTES.health)).status).toBe(200);
    expect((await call(sites.customer, API_ROUTES.ready)).status).toBe(200);
  });

  it('serves the customer pages and their files, and no staff file', async () => {
    const get = async (url: string) => (await fetch(`${sites.customer}${url}`)).status;
    expect(await (await fetch(`${sites.customer}/track-order/MjAwMDAy`)).text()).toBe(
      CUSTOMER_HTML,
    );
    for (const url of [
      '/customer-site/main.js',
      '/remotes/customer/remoteEntry.js',
      '/remotes.json',
    ]) {
      expect([url, await get(url)]).toEqual([url, 200]);
    }
    for (const url of [
      '/main.js',
      '/remotes/queues/remoteEntry.js',
      '/releases/queues/1.0.0-0a1b2c3d4e5f/remoteEntry.js',
    ]) {
      expect([url, await get(url)]).toEqual([url, 404]);
    }
    expect((await fetch(`${sites.staff}/remotes/queues/remoteEntry.js`)).status).toBe(200);
  });
});
