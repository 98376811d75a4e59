import { STAFF_ROLES, type Role } from '../../src/entities/staff';
import { can, canOpenFolder, isAssignedToOther, offersAssignToMe } from '../../src/roles/roleRules';

const managers: Role[] = ['Admin', 'Manager'];
const others: Role[] = ['Telecaller', 'Team', 'Night Staff'];

describe('role rules', () => {
  it('hides Order History from Telecallers only', () => {
    expect(canOpenFolder('Telecaller', 'allorder')).toBe(false);
    for (const role of STAFF_ROLES.filter((r) => r !== 'Telecaller')) {
      expect(canOpenFolder(role, 'allorder')).toBe(true);
    }
    expect(canOpenFolder('Telecaller', 'newOrder')).toBe(true);
    expect(canOpenFolder(null, 'newOrder')).toBe(false);
  });

  it.each(managers)('gives %s team, processed report and gateway screens', (role) => {
    expect(can(role, 'manageTeam')).toBe(true);
    expect(can(role, 'seeProcessedReport')).toBe(true);
    expect(can(role, 'changeGateway')).toBe(true);
  });

  it.each(others)('keeps team, processed report and gateway screens from %s', (role) => {
    expect(can(role, 'manageTeam')).toBe(false);
    expect(can(role, 'seeProcessedReport')).toBe(false);
    expect(can(role, 'changeGateway')).toBe(false);
  });

  it('offers Assign to me in New, Priority and Process 5th March only', () => {
    expect(offersAssignToMe('newOrder')).toBe(true);
    expect(offersAssignToMe('priorityOrder')).toBe(true);
    expect(offersAssignToMe('processMarchOrder')).toBe(true);
    expect(offersAssignToMe('pendingorder')).toBe(false);
  });

  it('tells an order assigned to someone else, which the queues grey', () => {
    expect(isAssignedToOther('Tom Team', 'Alice Admin')).toBe(true);
    expect(isAssignedToOther('Alice Admin', 'Alice Admin')).toBe(false);
    expect(isAssignedToOther(null, 'Alice Admin')).toBe(false);
  });
});

describe('can', () => {
  it('answers from the role table, and never for no role', () => {
    expect(can('Admin', 'unlockMembers')).toBe(true);
    expect(can('Manager', 'unlockMembers')).toBe(false);
    expect(can('Manager', 'reassignOrders')).toBe(true);
    expect(can('Team', 'reassignOrders')).toBe(false);
    expect(can(null, 'manageTeam')).toBe(false);
  });
});
