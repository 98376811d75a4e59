import type { FastifyInstance } from 'fastify';
import type { Role } from '@portal/shared/entities/staff';
import { DEMO_STAFF } from '../../../src/db/seed/demoStaff';
import type { TestSql } from '../../helpers/testDatabase';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';

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

/**
 * For a whole test file: an app seeded with `orders` orders and an Admin's token, made
 * before its tests and closed after them. Read the fields inside tests, not at load time.
 */
export function adminTestApp(orders: number): { t: TestApp; token: string } {
  const context = {} as { t: TestApp; token: string };
  beforeAll(async () => {
    context.t = await createTestApp({ orders });
    context.token = (await signInEveryRole(context.t.app)).Admin;
  });
  afterAll(() => context.t.close());
  return context;
}

/** Order History's page `page` (of `limit` rows) as the database's own OFFSET gives it. */
export function historyPageByOffset(sql: TestSql, page: number, limit: number): number[] {
  return sql
    .prepare(
      `select order_id from orders where process_status <> 'Deleted'
       order by created_at desc, order_id desc limit ? offset ?`,
    )
    .pluck()
    .all(limit, (page - 1) * limit)
    .map(Number);
}

export interface AuditRow {
  actor_name: string;
  action: string;
  entity: string;
  entity_id: string;
  from_value: string | null;
  to_value: string | null;
}
