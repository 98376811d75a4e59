import { API_ROUTES, type ApiRoute, type RequestParts } from '@portal/shared/api/apiRoutes';
import { MESSAGE_FORBIDDEN, MESSAGE_SIGN_IN } from '../../../src/lib/apiError';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRoute } from '../../helpers/callRoute';
import { NON_MANAGER_EMAILS } from './settingsRoles';

/**
 * Every Admin/Manager-only call (docs/product.md#staff-roles), with an input that would otherwise
 * succeed.
 */
const MANAGER_CALLS: ReadonlyArray<[string, ApiRoute, RequestParts]> = [
  ['teamMemberList', API_ROUTES.teamMemberList, {}],
  ['teamMemberTypes', API_ROUTES.teamMemberTypes, {}],
  ['teamMemberInfo', API_ROUTES.teamMemberInfo, { params: { id: 4 } }],
  [
    'addTeamMember',
    API_ROUTES.addTeamMember,
    { body: { name: 'New One', email: 'new.one@demo.test', password: 'secret-7q', type: 'Team' } },
  ],
  [
    'updateTeamMember',
    API_ROUTES.updateTeamMember,
    {
      body: {
        tmId: 4,
        name: 'Tom Team',
        email: 'team@demo.test',
        password: '',
        type: 'Team',
        version: 1,
      },
    },
  ],
  ['deleteTeamMember', API_ROUTES.deleteTeamMember, { body: { teamMemberId: 5, version: 1 } }],
  ['paymentGateways', API_ROUTES.paymentGateways, {}],
  [
    'paymentGatewaySetting',
    API_ROUTES.paymentGatewaySetting,
    { body: { gatewayDetails: { gatewayId: 'x', isSecondaryDomain: 0 }, version: 1 } },
  ],
  ['processedByCount', API_ROUTES.processedByCount, { body: {} }],
];

describe('Admin and Manager only calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const staffCount = () =>
    (
      t.sql.prepare('select count(*) as n from staff where deleted_at is null').get() as {
        n: number;
      }
    ).n;
  const auditCount = () =>
    (t.sql.prepare('select count(*) as n from audit_log').get() as { n: number }).n;

  describe.each(NON_MANAGER_EMAILS)('as %s', (email) => {
    it.each(MANAGER_CALLS)(
      '%s is refused with 403 and changes nothing',
      async (_, route, parts) => {
        const before = { staff: staffCount(), audit: auditCount() };
        const response = await callRoute(t.app, route, await login(t.app, email), parts);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_FORBIDDEN });
        expect({ staff: staffCount(), audit: auditCount() }).toEqual(before);
      },
    );
  });

  it.each(MANAGER_CALLS)('%s needs a session', async (_, route, parts) => {
    const response = await callRoute(t.app, route, null, parts);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_SIGN_IN });
  });

  it.each([
    ['countryOrderCount', API_ROUTES.countryOrderCount, { body: {} }],
    ['sendInvoice', API_ROUTES.sendInvoice, { body: { orderId: 100001 } }],
    ['changePassword', API_ROUTES.changePassword, { body: { newPassword: 'secret-7q' } }],
  ] as const)('%s is open to every staff member but needs a session', async (_, route, parts) => {
    const response = await callRoute(t.app, route, null, parts);
    expect(response.statusCode).toBe(401);
  });
});
