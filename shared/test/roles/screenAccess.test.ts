import { API_ROUTES, DEPLOY_TOKEN, type ApiRoute } from '../../src/api/apiRoutes';
import { STAFF_ROLES, type Role } from '../../src/entities/staff';
import { PATHS, QUEUE_SCREENS } from '../../src/navigation/paths';
import { ROLE_ACCESS } from '../../src/roles/roleRules';
import { canOpenScreen } from '../../src/roles/screenAccess';

function mayCall(role: Role, route: ApiRoute): boolean {
  return route.access === 'staff' || (route.access !== 'public' && route.access.includes(role));
}

/** Each guarded screen and the call it cannot work without. */
const SCREEN_CALLS: ReadonlyArray<[string, ApiRoute]> = [
  [PATHS.manageTeam, API_ROUTES.teamMemberList],
  [PATHS.manageTeamEdit, API_ROUTES.teamMemberInfo],
  [PATHS.processedOrder, API_ROUTES.processedByCount],
  [PATHS.gatewaySetting, API_ROUTES.paymentGatewaySetting],
  [PATHS.countryOrderList, API_ROUTES.countryOrderCount],
  [PATHS.sendInvoice, API_ROUTES.sendInvoice],
  [PATHS.deployments, API_ROUTES.remoteReleases],
];

describe('screen access', () => {
  it.each(STAFF_ROLES)('opens a screen for %s exactly when the server answers its call', (role) => {
    for (const [path, route] of SCREEN_CALLS) {
      expect([path, canOpenScreen(role, path)]).toEqual([path, mayCall(role, route)]);
    }
  });

  it('takes every role-limited route access from the role rules (beside the deploy token)', () => {
    const ruleLists = Object.values(ROLE_ACCESS).map((roles) => roles.join());
    for (const [key, route] of Object.entries(API_ROUTES)) {
      if (Array.isArray(route.access)) {
        const roles = route.access.filter((caller) => caller !== DEPLOY_TOKEN).join();
        expect([key, ruleLists.includes(roles)]).toEqual([key, true]);
      }
    }
  });

  it('follows the folder rule on queue screens and opens nothing signed out', () => {
    const history = QUEUE_SCREENS.find((screen) => screen.folder === 'allorder');
    expect(history && canOpenScreen('Telecaller', history.path)).toBe(false);
    expect(history && canOpenScreen('Team', history.path)).toBe(true);
    expect(canOpenScreen(undefined, PATHS.countryOrderList)).toBe(false);
  });
});
