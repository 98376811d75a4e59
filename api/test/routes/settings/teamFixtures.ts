import type { TeamMember } from '@portal/shared/entities/staff';
import { API_ROUTES, type RequestOf } from '@portal/shared/api/apiRoutes';
import type { TestApp } from '../../helpers/testApp';
import { callRoute, envelopeOf } from '../../helpers/callRoute';

/** Adds a member through the API as the holder of `token` and returns it. */
export async function addMember(
  t: TestApp,
  token: string,
  input: RequestOf<typeof API_ROUTES.addTeamMember>['body'],
): Promise<TeamMember> {
  const response = await callRoute(t.app, API_ROUTES.addTeamMember, token, { body: input });
  const answer = envelopeOf<TeamMember>(response);
  if (response.statusCode !== 200 || !answer.data) {
    throw new Error(`Adding ${input.email} failed: ${response.body}`);
  }
  return answer.data;
}

export function staffRow(t: TestApp, email: string) {
  return t.sql.prepare('select * from staff where email = ? order by id desc').get(email) as
    | {
        id: number;
        name: string;
        email: string;
        type: string;
        password_hash: string;
        token_version: number;
        version: number;
        deleted_at: string | null;
      }
    | undefined;
}

/** The member's current version, as the list would show it (1 for an unknown id). */
export function memberVersion(t: TestApp, id: unknown): number {
  const version = t.sql.prepare('select version from staff where id = ?').pluck().get(id) as
    number | undefined;
  return version ?? 1;
}

export function idOf(t: TestApp, email: string): number {
  const row = staffRow(t, email);
  if (!row) throw new Error(`No staff row for ${email}`);
  return row.id;
}

export function auditEntries(t: TestApp, action: string) {
  return t.sql
    .prepare('select * from audit_log where action = ? order by id')
    .all(action) as Array<{
    actor_id: number | null;
    actor_name: string;
    entity: string;
    entity_id: string;
    from_value: string | null;
    to_value: string | null;
  }>;
}
