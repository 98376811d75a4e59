import type { Role } from '../entities/staff';
import { PATHS, QUEUE_SCREENS } from '../navigation/paths';
import { can, canOpenFolder, type Capability } from './roleRules';

/** Staff screens that need more than a signed-in member; queue screens follow their folder. */
const SCREEN_CAPABILITY: Readonly<Record<string, Capability>> = {
  [PATHS.manageTeam]: 'manageTeam',
  [PATHS.manageTeamEdit]: 'manageTeam',
  [PATHS.processedOrder]: 'seeProcessedReport',
  [PATHS.gatewaySetting]: 'changeGateway',
  [PATHS.deployments]: 'manageDeployments',
};

/**
 * Whether a role may open a staff screen: the shell opens it and the sidebar links it by
 * this one answer, built from the role rules (`roleRules.ts`) the server's routes use too.
 */
export function canOpenScreen(role: Role | null | undefined, path: string): boolean {
  if (!role) return false;
  const queue = QUEUE_SCREENS.find((screen) => screen.path === path);
  if (queue) return canOpenFolder(role, queue.folder);
  const capability = SCREEN_CAPABILITY[path];
  return capability === undefined || can(role, capability);
}
