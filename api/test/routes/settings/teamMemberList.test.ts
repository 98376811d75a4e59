import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { TeamMember } from '@portal/shared/entities/staff';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRoute, envelopeOf } from '../../helpers/callRoute';

describe('GET /api/admin/get-team-member-list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A deleted member stays in the table but not in the list.
    t.sql
      .prepare(
        `insert into staff (name, email, password_hash, type, deleted_at, created_at)
         values ('Gone Member', 'gone@demo.test', 'x', 'Team', ?, ?)`,
      )
      .run('2025-01-02T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
  });
  afterAll(() => t.close());

  it.each(['admin@demo.test', 'manager@demo.test'])(
    'lists current members with their memberRole and no password, for %s',
    async (email) => {
      const response = await callRoute(t.app, API_ROUTES.teamMemberList, await login(t.app, email));
      expect(response.statusCode).toBe(200);
      const members = envelopeOf<TeamMember[]>(response).data ?? [];
      expect(members.map((member) => member.email).sort()).toEqual([
        'admin@demo.test',
        'manager@demo.test',
        'nightstaff@demo.test',
        'team@demo.test',
        'telecaller@demo.test',
      ]);
      for (const member of members) {
        expect(Object.keys(member).sort()).toEqual([
          'email',
          'id',
          'lockedOut',
          'memberRole',
          'name',
          'type',
          'version',
        ]);
        expect(member.memberRole).toBe(member.type);
      }
    },
  );
});
