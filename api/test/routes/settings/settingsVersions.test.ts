import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { PaymentGateway } from '@portal/shared/entities/settings';
import type { TeamMember } from '@portal/shared/entities/staff';
import { STALE_MESSAGES } from '@portal/shared/validation/messages';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRoute, callRouteUnchecked, envelopeOf } from '../../helpers/callRoute';
import { addMember } from './teamFixtures';

/**
 * Concurrency (docs/reliability.md): an edit or delete of a team member and a gateway switch name
 * the version the page showed. A stale one gets 409 and changes nothing; a current one succeeds and
 * raises the version; one without a version gets 400.
 */
describe('versions of team members and gateways', () => {
  let t: TestApp;
  let admin: string;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@demo.test');
  });
  afterAll(() => t.close());

  const staffRow = (id: number) => t.sql.prepare('select * from staff where id = ?').get(id);
  const gatewayRows = () => t.sql.prepare('select * from payment_gateways order by id').all();
  const auditCount = () => t.sql.prepare('select count(*) from audit_log').pluck().get();

  async function newMember(): Promise<TeamMember> {
    serial += 1;
    return addMember(t, admin, {
      name: `Versioned ${serial}`,
      email: `versioned.${serial}@demo.test`,
      password: 'versioned-pass',
      type: 'Team',
    });
  }
  const update = (member: TeamMember, extra: object) =>
    callRouteUnchecked(t.app, API_ROUTES.updateTeamMember, admin, {
      body: {
        tmId: member.id,
        name: `${member.name} renamed`,
        email: member.email,
        password: '',
        type: member.type,
        ...extra,
      },
    });
  const remove = (member: TeamMember, extra: object) =>
    callRouteUnchecked(t.app, API_ROUTES.deleteTeamMember, admin, {
      body: { teamMemberId: member.id, ...extra },
    });

  describe.each([
    ['update-team-member', update],
    ['delete-team-member', remove],
  ])('%s', (_name, call) => {
    it('starts a new member at version 1 and succeeds on the current version, raising it', async () => {
      const member = await newMember();
      expect(member.version).toBe(1);
      const response = await call(member, { version: 1 });
      expect(response.statusCode).toBe(200);
      expect(staffRow(member.id)).toMatchObject({ version: 2 });
    });

    it('refuses a stale version with 409 and the reload message, changing nothing', async () => {
      const member = await newMember();
      t.sql.prepare('update staff set version = version + 1 where id = ?').run(member.id);
      const before = { row: staffRow(member.id), audit: auditCount() };
      const response = await call(member, { version: member.version });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ status: 0, message: STALE_MESSAGES.teamMember });
      expect({ row: staffRow(member.id), audit: auditCount() }).toEqual(before);
    });

    it('refuses a call without a version with 400, changing nothing', async () => {
      const member = await newMember();
      const before = { row: staffRow(member.id), audit: auditCount() };
      const response = await call(member, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message: 'version is required.' });
      expect({ row: staffRow(member.id), audit: auditCount() }).toEqual(before);
    });
  });

  it('answers the new version with an update, and refuses a second edit made on the old one', async () => {
    const member = await newMember();
    const first = await update(member, { version: member.version });
    expect(envelopeOf<TeamMember>(first).data?.version).toBe(member.version + 1);
    const second = await remove(member, { version: member.version });
    expect(second.statusCode).toBe(409);
    expect(staffRow(member.id)).toMatchObject({ deleted_at: null });
  });

  it("a member's own password change raises their version", async () => {
    const member = await newMember();
    const own = await login(t.app, member.email, 'versioned-pass');
    const changed = await callRoute(t.app, API_ROUTES.changePassword, own, {
      body: { newPassword: 'another-pass' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await update(member, { version: member.version })).statusCode).toBe(409);
  });

  describe('payment-gateway-setting', () => {
    const list = async () =>
      envelopeOf<PaymentGateway[]>(await callRoute(t.app, API_ROUTES.paymentGateways, admin))
        .data ?? [];
    const inactiveOf = async (domain: 0 | 1) => {
      const gateway = (await list()).find(
        (row) => row.is_secondary_domain === domain && row.is_active === '0',
      );
      if (!gateway) throw new Error(`No inactive gateway on domain ${domain}`);
      return gateway;
    };
    const choose = (gateway: PaymentGateway, extra: object) =>
      callRouteUnchecked(t.app, API_ROUTES.paymentGatewaySetting, admin, {
        body: {
          gatewayDetails: { gatewayId: gateway.id, isSecondaryDomain: gateway.is_secondary_domain },
          ...extra,
        },
      });

    it('succeeds on the current version and raises the version of every gateway of that domain only', async () => {
      const before = await list();
      const chosen = await inactiveOf(0);
      const response = await choose(chosen, { version: chosen.version });
      expect(response.statusCode).toBe(200);
      const after = await list();
      for (const [index, gateway] of after.entries()) {
        const old = before[index];
        expect(gateway.version).toBe(
          (old?.version ?? 0) + (gateway.is_secondary_domain === 0 ? 1 : 0),
        );
      }
    });

    it('refuses a choice made on a list from before another switch: 409, changing nothing', async () => {
      const stale = await inactiveOf(1);
      const other = (await list()).find(
        (row) => row.is_secondary_domain === 1 && row.is_active === '0' && row.id !== stale.id,
      );
      if (!other) throw new Error('The secondary domain needs two inactive gateways');
      expect((await choose(other, { version: other.version })).statusCode).toBe(200);
      const before = { rows: gatewayRows(), audit: auditCount() };
      const response = await choose(stale, { version: stale.version });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ status: 0, message: STALE_MESSAGES.gateway });
      expect({ rows: gatewayRows(), audit: auditCount() }).toEqual(before);
    });

    it('refuses a choice without a version with 400, changing nothing', async () => {
      const chosen = await inactiveOf(0);
      const before = { rows: gatewayRows(), audit: auditCount() };
      const response = await choose(chosen, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message: 'version is required.' });
      expect({ rows: gatewayRows(), audit: auditCount() }).toEqual(before);
    });

    it('two switches based on the same list at once: one wins, the other gets 409', async () => {
      const gateways = (await list()).filter(
        (row) => row.is_secondary_domain === 0 && row.is_active === '0',
      );
      const answers = await Promise.all(
        gateways.map((gateway) => choose(gateway, { version: gateway.version })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        200,
        ...Array<number>(gateways.length - 1).fill(409),
      ]);
    });
  });
});
