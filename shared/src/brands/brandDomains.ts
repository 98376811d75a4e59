/**
 * The sites orders are placed on (an order's domain_name). Customer pages pick their branding from
 * it (docs/product.md#customer-pages): the first brand variant when the domain is one of its four
 * values, the second brand otherwise. The demo data uses the same lists.
 */
export const FIRST_BRAND_DOMAINS = [
  'evisitor-australia.com',
  'www.evisitor-australia.com',
  'evisitor-australia.co.uk',
  'evisitor-australia.eu',
] as const;

export const SECOND_BRAND_DOMAINS = ['australia-evisa.org', 'www.australia-evisa.org'] as const;

export const ORDER_DOMAINS = [...FIRST_BRAND_DOMAINS, ...SECOND_BRAND_DOMAINS] as const;

export type BrandVariant = 'first' | 'second';

export function brandOf(domainName: string | null | undefined): BrandVariant {
  const domain = (domainName ?? '').trim().toLowerCase();
  return (FIRST_BRAND_DOMAINS as readonly string[]).includes(domain) ? 'first' : 'second';
}
