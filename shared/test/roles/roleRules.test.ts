import { STAFF_ROLES, type Role } from '../../src/entities/staff';
import {
  can,
  canOpenFolder,
  isAssignedToOther,
  offersAssignToMe,
  type Capability,
} from '../../src/roles/roleRules';

/**
 * Who may do what, written out again from docs/product.md#staff-roles and docs/decisions.md
 * rather than read from ROLE_ACCESS, so that a role added to a capability by mistake fails here.
 */
const HOLDERS: Record<Capability, Role[]> = {
  manageTeam: ['Admin', 'Manager'],
  seeProcessedReport: ['Admin', 'Manager'],
  changeGateway: ['Admin', 'Manager'],
  deleteOrders: ['Admin', 'Manager'],
  deleteAssignedOrders: ['Admin'],
  reassignOrders: ['Admin', 'Manager'],
  unlockMembers: ['Admin'],
  manageDeployments: ['Admin'],
  readApiDescription: ['Admin'],
};

describe('role rules', () => {
  it('hides Order History from Telecallers only', () => {
    expect(canOpenFolder('Telecaller', 'allorder')).toBe(false);
    for (const role of STAFF_ROLES.filter((r) => r !== 'Telecaller')) {
      expect(canOpenFolder(role, 'allorder')).toBe(true);
    }
    expect(canOpenFolder('Telecaller', 'newOrder')).toBe(true);
    expect(canOpenFolder(null, 'newOrder')).toBe(false);
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
  it.each(Object.entries(HOLDERS))('gives %s to %j and to no other role', (capability, roles) => {
    for (const role of STAFF_ROLES) {
      expect([role, can(role, capability as Capability)]).toEqual([role, roles.includes(role)]);
    }
  });

  it('gives nothing to no role', () => {
    expect(can(null, 'manageTeam')).toBe(false);
    expect(can(undefined, 'readApiDescription')).toBe(false);
  });
});
