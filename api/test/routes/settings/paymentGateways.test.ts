import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { PaymentGateway } from '@portal/shared/entities/settings';
import { gatewayIdCipher } from '../../../src/routes/settings/gatewayIds';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRoute, envelopeOf } from '../../helpers/callRoute';

describe('GET /api/admin/payment-gateways', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PRIMARY_DOMAIN: 'Pay.Example.COM' } });
  });
  afterAll(() => t.close());

  const gateways = async (email: string) => {
    const response = await callRoute(t.app, API_ROUTES.paymentGateways, await login(t.app, email));
    expect(response.statusCode).toBe(200);
    return envelopeOf<PaymentGateway[]>(response).data ?? [];
  };

  it.each(['admin@demo.test', 'manager@demo.test'])(
    'lists both domains with one active gateway each, for %s',
    async (email) => {
      const list = await gateways(email);
      expect(
        list.map(({ gateway_name, is_active, is_secondary_domain, domain_name }) => ({
          gateway_name,
          is_active,
          is_secondary_domain,
          domain_name,
        })),
      ).toEqual([
        {
          gateway_name: 'Stripe',
          is_active: '1',
          is_secondary_domain: 0,
          domain_name: 'pay.example.com',
        },
        {
          gateway_name: 'PayPal',
          is_active: '0',
          is_secondary_domain: 0,
          domain_name: 'pay.example.com',
        },
        {
          gateway_name: 'Checkout.com',
          is_active: '0',
          is_secondary_domain: 0,
          domain_name: 'pay.example.com',
        },
        {
          gateway_name: 'Authorize.net',
          is_active: '1',
          is_secondary_domain: 1,
          domain_name: 'australia-evisa.org',
        },
        {
          gateway_name: 'Stripe',
          is_active: '0',
          is_secondary_domain: 1,
          domain_name: 'australia-evisa.org',
        },
        {
          gateway_name: 'Adyen',
          is_active: '0',
          is_secondary_domain: 1,
          domain_name: 'australia-evisa.org',
        },
      ]);
    },
  );

  it('sends ids only sealed: not the number, not base64 of it, different on every call', async () => {
    const rows = t.sql
      .prepare('select id from payment_gateways order by is_secondary_domain, id')
      .all() as Array<{ id: number }>;
    const first = await gateways('admin@demo.test');
    const second = await gateways('admin@demo.test');
    const cipher = gatewayIdCipher(t.config);
    first.forEach((gateway, index) => {
      const id = rows[index]?.id ?? 0;
      expect(gateway.id).not.toMatch(/^\d+$/);
      expect(Buffer.from(gateway.id, 'base64').toString('utf8')).not.toBe(String(id));
      expect(gateway.id).not.toBe(second[index]?.id);
      expect(cipher.open(gateway.id)).toBe(id);
      expect(cipher.open(second[index]?.id ?? '')).toBe(id);
    });
  });
});
