import type { ReactNode } from 'react';
import { BRAND_SITES, COPYRIGHT_YEAR } from '@portal/shared/brands/brandSites';
import type { VisitorOrder } from '@portal/shared/entities/visitor';
import { BrandMark } from './BrandMark';
import { BrandNavbar } from './BrandNavbar';
import { usePageBrand } from '../../../lib/pageBrand';
import { TranslationWidget } from './TranslationWidget';
import '../../../styles/customer.css';

interface Props {
  /** The order once its details are loaded: it picks the brand and shows the navbar. */
  order: VisitorOrder | null;
  children: ReactNode;
}

/**
 * The customer pages' own frame (docs/product.md#customer-pages): top bar with the translation
 * widget, the brand's header with its navbar once order details exist, and the footer. Before the
 * order is known the brand follows the site the page is served from.
 */
export function CustomerLayout({ order, children }: Props) {
  const brand = usePageBrand(order);
  const site = BRAND_SITES[brand];
  return (
    <div className="cx-page" data-brand={brand}>
      {/* The top bar belongs to the banner landmark with the brand's header. */}
      <header>
        <div className="cx-topbar">
          <div className="cx-container cx-topbar-inner">
            <span className="cx-topbar-note">
              <LockIcon /> Secure order tracking
            </span>
            <TranslationWidget />
          </div>
        </div>
        <div className="cx-header">
          <div className="cx-container cx-header-inner">
            <a className="cx-brand" href={site.homeUrl} target="_blank" rel="noopener noreferrer">
              <BrandMark brand={brand} />
              <span>{site.name}</span>
            </a>
            {order && <BrandNavbar site={site} />}
          </div>
        </div>
      </header>
      <main className="cx-main">
        <div className="cx-container">{children}</div>
      </main>
      <footer className="cx-footer">
        <div className="cx-container cx-footer-inner">
          <p>
            © {COPYRIGHT_YEAR} {site.name}. All rights reserved.
          </p>
          <a href={site.contactUrl} target="_blank" rel="noopener noreferrer">
            Contact Support
          </a>
        </div>
      </footer>
    </div>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
      <path
        d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2h.5a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h.5zm1.5 0h4V5a2 2 0 0 0-4 0v2z"
        fill="currentColor"
      />
    </svg>
  );
}
