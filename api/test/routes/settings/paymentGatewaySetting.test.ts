import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { PaymentGateway } from '@portal/shared/entities/settings';
import { MESSAGES } from '@portal/shared/validation/messages';
import { createIdCipher } from '../../../src/crypto/idCipher';
import {
  MESSAGE_GATEWAY_INVALID,
  MESSAGE_GATEWAY_NOT_FOUND,
  MESSAGE_GATEWAY_OTHER_DOMAIN,
} from '../../../src/routes/settings/paymentGatewaySetting';
import { gatewayIdCipher } from '../../../src/routes/settings/gatewayIds';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRoute, callRouteUnchecked, envelopeOf } from '../../helpers/callRoute';
import { auditEntries } from './teamFixtures';

describe('POST /api/admin/payment-gateway-setting', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin@demo.test');
  });
  afterAll(() => t.close());

  const list = async () =>
    envelopeOf<PaymentGateway[]>(await callRoute(t.app, API_ROUTES.paymentGateways, admin)).data ??
    [];
  const sealedIdOf = async (name: string, domain: 0 | 1) => {
    const gateway = (await list()).find(
      (row) => row.gateway_name === name && row.is_secondary_domain === domain,
    );
    if (!gateway) throw new Error(`No gateway ${name} on domain ${domain}`);
    return gateway.id;
  };
  /** The current version of the gateway behind a sealed id (1 when it names none). */
  const versionOf = (gatewayId: string) => {
    const id = gatewayIdCipher(t.config).open(gatewayId);
    const version = t.sql
      .prepare('select version from payment_gateways where id = ?')
      .pluck()
      .get(id ?? 0) as number | undefined;
    return version ?? 1;
  };
  const choose = (token: string, gatewayId: string, isSecondaryDomain: 0 | 1) =>
    callRoute(t.app, API_ROUTES.paymentGatewaySetting, token, {
      body: { gatewayDetails: { gatewayId, isSecondaryDomain }, version: versionOf(gatewayId) },
    });
  /** Active gateway names per domain, read from the database. */
  const activeByDomain = () =>
    t.sql
      .prepare(
        `select is_secondary_domain as domain, max(gateway_name) as active, count(*) as n
         from payment_gateways where is_active = 1 group by is_secondary_domain order by domain`,
      )
      .all() as Array<{ domain: number; active: string; n: number }>;

  it('makes the chosen gateway the only active one of its domain, and audits it', async () => {
    const response = await choose(admin, await sealedIdOf('Adyen', 1), 1);
    expect(response.json()).toEqual({
      status: 1,
      message: 'Adyen is now the active gateway for australia-evisa.org.',
      data: null,
    });
    expect(activeByDomain()).toEqual([
      { domain: 0, active: 'Stripe', n: 1 },
      { domain: 1, active: 'Adyen', n: 1 },
    ]);
    const [entry] = auditEntries(t, 'gateway.activate');
    expect(entry).toMatchObject({ actor_name: 'Alice Admin', entity: 'gateway' });
    expect(JSON.parse(entry?.from_value ?? '{}')).toMatchObject({ name: 'Authorize.net' });
    expect(JSON.parse(entry?.to_value ?? '{}')).toMatchObject({ name: 'Adyen' });
  });

  it('keeps exactly one active gateway per domain through any series of changes, even concurrent ones', async () => {
    const manager = await login(t.app, 'manager@demo.test');
    const gateways = await list();
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        gateways.map((gateway, index) =>
          choose(index % 2 ? admin : manager, gateway.id, gateway.is_secondary_domain),
        ),
      );
      const active = activeByDomain();
      expect(active.map((row) => [row.domain, row.n])).toEqual([
        [0, 1],
        [1, 1],
      ]);
    }
  });

  it('is refused by the database itself when a second gateway of a domain is switched on', () => {
    expect(() =>
      t.sql
        .prepare('update payment_gateways set is_active = 1 where is_secondary_domain = 0')
        .run(),
    ).toThrow(/unique/i);
  });

  it('refuses a modified, foreign or plain id with 400 and changes nothing', async () => {
    const before = activeByDomain();
    const sealed = await sealedIdOf('PayPal', 0);
    const flipped = `${sealed.slice(0, 10)}${sealed[10] === 'A' ? 'B' : 'A'}${sealed.slice(11)}`;
    const raw = t.sql
      .prepare("select id from payment_gateways where gateway_name = 'PayPal'")
      .get() as { id: number };
    const candidates = [
      flipped,
      `${sealed}A`,
      sealed.slice(0, -1),
      String(raw.id),
      Buffer.from(String(raw.id)).toString('base64'),
      createIdCipher('another-server-secret-of-at-least-32-chars', 'payment-gateway-id').seal(
        raw.id,
      ),
      createIdCipher(t.config.jwtSecret, 'another-purpose').seal(raw.id),
    ];
    for (const gatewayId of candidates) {
      const response = await choose(admin, gatewayId, 0);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_GATEWAY_INVALID });
    }
    expect(activeByDomain()).toEqual(before);
  });

  it('refuses a gateway of the other domain, and a gateway that no longer exists', async () => {
    const before = activeByDomain();
    const other = await choose(admin, await sealedIdOf('PayPal', 0), 1);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ status: 0, message: MESSAGE_GATEWAY_OTHER_DOMAIN });
    const gone = await choose(admin, gatewayIdCipher(t.config).seal(9999), 0);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ status: 0, message: MESSAGE_GATEWAY_NOT_FOUND });
    expect(activeByDomain()).toEqual(before);
  });

  it.each([
    [
      'no gateway',
      { gatewayDetails: { gatewayId: '', isSecondaryDomain: 0 }, version: 1 },
      MESSAGES.gatewayRequired,
    ],
    [
      'a missing gateway',
      { gatewayDetails: { isSecondaryDomain: 0 }, version: 1 },
      MESSAGES.gatewayRequired,
    ],
  ])('refuses %s with the form message', async (_, body, message) => {
    const response = await callRouteUnchecked(t.app, API_ROUTES.paymentGatewaySetting, admin, {
      body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message });
  });

  it('refuses a domain other than 0 or 1', async () => {
    const gatewayId = await sealedIdOf('PayPal', 0);
    const response = await callRouteUnchecked(t.app, API_ROUTES.paymentGatewaySetting, admin, {
      body: { gatewayDetails: { gatewayId, isSecondaryDomain: 2 }, version: versionOf(gatewayId) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(0);
  });
});
