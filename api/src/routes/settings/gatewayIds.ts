import type { AppConfig } from '../../config';
import { createIdCipher, type IdCipher } from '../../crypto/idCipher';
import type { DomainFlag } from '../../repositories/gatewayRepository';

/** Gateway ids leave the server only sealed under this purpose's key. */
export function gatewayIdCipher(config: Pick<AppConfig, 'jwtSecret'>): IdCipher {
  return createIdCipher(config.jwtSecret, 'payment-gateway-id');
}

export function domainNameOf(
  config: Pick<AppConfig, 'primaryDomain' | 'secondaryDomain'>,
  domain: DomainFlag,
): string {
  return domain === 1 ? config.secondaryDomain : config.primaryDomain;
}

export function asDomainFlag(value: number): DomainFlag {
  return value === 1 ? 1 : 0;
}
