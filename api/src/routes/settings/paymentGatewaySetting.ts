import type { FastifyInstance } from 'fastify';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { STALE_MESSAGES } from '@portal/shared/validation/messages';
import { recordAudit } from '../../audit/auditLog';
import { ApiError } from '../../lib/apiError';
import { success } from '../../lib/envelope';
import { signedInStaff } from '../../plugins/authGuard';
import { GatewayRepository } from '../../repositories/gatewayRepository';
import { defineRoute } from '../defineRoute';
import { domainNameOf, gatewayIdCipher } from './gatewayIds';

export const MESSAGE_GATEWAY_INVALID =
  'This gateway choice is not valid. Reload the page and choose again.';
export const MESSAGE_GATEWAY_NOT_FOUND = 'This gateway no longer exists.';
export const MESSAGE_GATEWAY_OTHER_DOMAIN = 'This gateway does not take payments for that domain.';

/**
 * Makes one gateway the active one of its domain; every other gateway of that domain goes
 * off. A choice made on a list the domain's gateways have changed since is refused.
 */
export default function paymentGatewaySetting(app: FastifyInstance): void {
  const cipher = gatewayIdCipher(app.config);
  defineRoute(app, API_ROUTES.paymentGatewaySetting, {
    handler: async (request) => {
      const actor = signedInStaff(request);
      const { gatewayId, isSecondaryDomain } = request.body.gatewayDetails;
      const { version } = request.body;
      const id = cipher.open(gatewayId);
      if (id === null) throw new ApiError(400, MESSAGE_GATEWAY_INVALID);
      const domainName = domainNameOf(app.config, isSecondaryDomain);

      const gatewayName = await app.db.transaction().execute(async (trx) => {
        const gateways = new GatewayRepository(trx);
        const gateway = await gateways.findById(id);
        if (!gateway) throw new ApiError(404, MESSAGE_GATEWAY_NOT_FOUND);
        if (gateway.is_secondary_domain !== isSecondaryDomain) {
          throw new ApiError(400, MESSAGE_GATEWAY_OTHER_DOMAIN);
        }
        if (gateway.version !== version) throw new ApiError(409, STALE_MESSAGES.gateway);
        const previous = await gateways.activeOf(isSecondaryDomain);
        if (previous?.id !== id) {
          if (!(await gateways.activate(id, isSecondaryDomain, version))) {
            throw new ApiError(409, STALE_MESSAGES.gateway);
          }
          await recordAudit(trx, {
            actor,
            action: 'gateway.activate',
            entity: 'gateway',
            entityId: id,
            from: previous ? { id: previous.id, name: previous.gateway_name } : null,
            to: { id, name: gateway.gateway_name, domain: domainName },
          });
        }
        return gateway.gateway_name;
      });
      return success(`${gatewayName} is now the active gateway for ${domainName}.`, null);
    },
  });
}
