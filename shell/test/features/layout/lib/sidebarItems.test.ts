import {
  DASHBOARD_CARDS,
  SIDEBAR_FOLDERS,
  SIDEBAR_TOOLS,
  visibleTo,
} from '../../../../src/features/layout/lib/sidebarItems';

const ALL_LINKS = [...DASHBOARD_CARDS, ...SIDEBAR_FOLDERS, ...SIDEBAR_TOOLS];
const labelsFor = (role: Parameters<typeof visibleTo>[0]) =>
  visibleTo(role, ALL_LINKS).map((item) => item.label);
const MANAGER_TOOLS = ['Manage Team', 'Order Processed', 'Gateway Setting', 'Deployments'];

describe('sidebar links by role', () => {
  it('shows an Admin every link', () => {
    expect(labelsFor('Admin')).toEqual(ALL_LINKS.map((item) => item.label));
  });

  it('shows a Manager every link but Deployments (Admin only)', () => {
    expect(labelsFor('Manager')).toEqual(
      ALL_LINKS.map((item) => item.label).filter((label) => label !== 'Deployments'),
    );
  });

  it.each(['Team', 'Night Staff'] as const)('keeps the managers’ tools from %s', (role) => {
    const labels = labelsFor(role);
    expect(labels).toContain('Order History');
    for (const tool of MANAGER_TOOLS) expect(labels).not.toContain(tool);
  });

  it('keeps Order History and the managers’ tools from a Telecaller', () => {
    const labels = labelsFor('Telecaller');
    expect(labels).toContain('New Orders');
    for (const hidden of ['Order History', ...MANAGER_TOOLS]) expect(labels).not.toContain(hidden);
  });

  it('shows nothing signed out', () => {
    expect(labelsFor(undefined)).toEqual([]);
  });
});
