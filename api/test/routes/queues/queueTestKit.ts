import type { FastifyInstance } from 'fastify';
import type { Role } from '@portal/shared/entities/staff';
import { DEMO_STAFF } from '../../../src/db/seed/demoStaff';
import { login } from '../../helpers/testApp';

export const STAFF_NAMES = Object.fromEntries(
  DEMO_STAFF.map((member) => [member.type, member.name]),
) as Record<Role, string>;

/** One session token per demo role. */
export async function signInEveryRole(app: FastifyInstance): Promise<Record<Role, string>> {
  const entries = await Promise.all(
    DEMO_STAFF.map(async (member) => [member.type, await login(app, member.email)] as const),
  );
  return Object.fromEntries(entries) as Record<Role, string>;
}

export interface AuditRow {
  actor_name: string;
  action: string;
  entity: string;
  entity_id: string;
  from_value: string | null;
  to_value: string | null;
}
