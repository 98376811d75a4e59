import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { PaymentGateway } from '@portal/shared/entities/settings';
import { success } from '../../lib/envelope';
import { defineRoute } from '../defineRoute';
import { asDomainFlag, domainNameOf, gatewayIdCipher } from './gatewayIds';

/** Every gateway of both domains, ids sealed, each naming the site it takes payments for. */
export default function paymentGateways(app: FastifyInstance): void {
  const cipher = gatewayIdCipher(app.config);
  defineRoute(app, API_ROUTES.paymentGateways, {
    handler: async () => {
      const rows = await app.repositories.gateways.list();
      const gateways = rows.map((row): PaymentGateway => {
        const domain = asDomainFlag(row.is_secondary_domain);
        return {
          id: cipher.seal(row.id),
          gateway_name: row.gateway_name,
          is_active: row.is_active === 1 ? '1' : '0',
          is_secondary_domain: domain,
          domain_name: domainNameOf(app.config, domain),
          version: row.version,
        };
      });
      return success('Payment gateways.', gateways);
    },
  });
}
