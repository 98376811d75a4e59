import { createContext, useContext } from 'react';
import { brandOf, type BrandVariant } from '@portal/shared/brands/brandDomains';
import { BRAND_SITES, type BrandSite } from '@portal/shared/brands/brandSites';
import type { VisitorOrder } from '@portal/shared/entities/visitor';

/**
 * The host name the page is served under, given by the server that renders the page before
 * its scripts (docs/architecture.md, "Customer pages"); in the browser, the page's own.
 */
export const PageHostContext = createContext<string | null>(null);

/** The order's brand once known; before that, the brand of the site serving the page. */
export function usePageBrand(order: VisitorOrder | null): BrandVariant {
  const host = useContext(PageHostContext);
  return brandOf(order?.domain_name ?? host ?? window.location.hostname);
}

export function usePageSite(order: VisitorOrder | null): BrandSite {
  return BRAND_SITES[usePageBrand(order)];
}
