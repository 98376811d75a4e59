import { brandOf, type BrandVariant } from '@portal/shared/brands/brandDomains';
import { BRAND_SITES, type BrandSite } from '@portal/shared/brands/brandSites';
import type { VisitorOrder } from '@portal/shared/entities/visitor';

/** The order's brand once known; before that, the brand of the site serving the page. */
export function pageBrand(order: VisitorOrder | null): BrandVariant {
  return brandOf(order?.domain_name ?? window.location.hostname);
}

export function pageSite(order: VisitorOrder | null): BrandSite {
  return BRAND_SITES[pageBrand(order)];
}
