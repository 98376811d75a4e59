import type { BrandVariant } from './brandDomains';

/** A page of a brand's public site, linked from the customer pages' navbar. */
export interface BrandLink {
  label: string;
  url: string;
}

export interface BrandSite {
  /** The brand's name, as the footer's copyright line and the header show it. */
  name: string;
  /** The public site the brand's orders are placed on. */
  homeUrl: string;
  contactUrl: string;
  /** The navbar links, in the order docs/product.md#customer-pages lists them. */
  navLinks: readonly BrandLink[];
}

/** The year of the footer's copyright line (docs/product.md#customer-pages). */
export const COPYRIGHT_YEAR = 2025;

const FIRST_HOME = 'https://www.evisitor-australia.com';
const SECOND_HOME = 'https://www.australia-evisa.org';

/**
 * The one place that names the two brands and their external pages: change a name or a
 * URL here and every customer page (and anything else naming a brand) follows.
 */
export const BRAND_SITES: Record<BrandVariant, BrandSite> = {
  first: {
    name: 'eVisitor Australia',
    homeUrl: FIRST_HOME,
    contactUrl: `${FIRST_HOME}/contact-us`,
    navLinks: [{ label: 'Contact Us', url: `${FIRST_HOME}/contact-us` }],
  },
  second: {
    name: 'Australia eVisa',
    homeUrl: SECOND_HOME,
    contactUrl: `${SECOND_HOME}/contact-us`,
    navLinks: [
      { label: 'Home', url: SECOND_HOME },
      { label: 'Apply Now', url: `${SECOND_HOME}/apply-now` },
      { label: 'Additional Benefits', url: `${SECOND_HOME}/additional-benefits` },
      { label: 'Terms & Conditions', url: `${SECOND_HOME}/terms-and-conditions` },
      { label: 'Privacy Policy', url: `${SECOND_HOME}/privacy-policy` },
      { label: 'Refund Policy', url: `${SECOND_HOME}/refund-policy` },
      { label: 'Contact Us', url: `${SECOND_HOME}/contact-us` },
    ],
  },
};
