import type { Role } from '@portal/shared/entities/staff';

export const DEMO_PASSWORD = 'demo1234';

/** One demo account per staff type, all with DEMO_PASSWORD. */
export const DEMO_STAFF: ReadonlyArray<{ name: string; email: string; type: Role }> = [
  { name: 'Alice Admin', email: 'admin@demo.test', type: 'Admin' },
  { name: 'Mark Manager', email: 'manager@demo.test', type: 'Manager' },
  { name: 'Tina Telecaller', email: 'telecaller@demo.test', type: 'Telecaller' },
  { name: 'Tom Team', email: 'team@demo.test', type: 'Team' },
  { name: 'Nina Night', email: 'nightstaff@demo.test', type: 'Night Staff' },
];

/** Staff who worked orders in the past and have left: they only appear in order history. */
export const FORMER_STAFF_NAMES = ['Priya Sharma', 'Daniel Reid'];
