import type { ReactNode } from 'react';
import { brandOf, type BrandVariant } from '@portal/shared/brands/brandDomains';
import { BRAND_SITES, COPYRIGHT_YEAR } from '@portal/shared/brands/brandSites';
import type { CustomerScreen } from '@portal/shared/remotes/customerScreens';
import { RemoteScreen } from '@portal/web/ui/RemoteScreen';
import '../../../styles/customerSite.css';

/**
 * A customer page from the customer remote. While it arrives, and if it cannot be loaded,
 * the page still wears the brand of the site: the fallback offers Retry and the brand's
 * support, in the customer's words; the runtime's error goes to the console only.
 */
export function CustomerRemoteScreen({ screen }: { screen: CustomerScreen }) {
  const brand = brandOf(window.location.hostname);
  const site = BRAND_SITES[brand];
  return (
    <RemoteScreen
      target={screen}
      screenProps={{ title: screen.title }}
      loading={
        <BrandFrame brand={brand}>
          <div className="cs-card" role="status" aria-live="polite">
            <span className="spinner" aria-hidden="true" /> Loading…
          </div>
        </BrandFrame>
      }
      fallback={(retry) => (
        <BrandFrame brand={brand}>
          <section className="cs-card" role="alert" aria-labelledby="cs-unavailable">
            <h1 id="cs-unavailable">This page is taking a break</h1>
            <p>
              We could not open this page just now. Your order and your documents are safe. Please
              try again in a moment.
            </p>
            <div className="cs-actions">
              <button type="button" className="btn btn-primary" onClick={retry}>
                Retry
              </button>
              <a href={site.contactUrl} target="_blank" rel="noopener noreferrer">
                Contact {site.name} support
              </a>
            </div>
          </section>
        </BrandFrame>
      )}
    />
  );
}

function BrandFrame({ brand, children }: { brand: BrandVariant; children: ReactNode }) {
  const { name } = BRAND_SITES[brand];
  return (
    <div className="cs-page" data-brand={brand}>
      <header className="cs-header">
        <span className="cs-brand">{name}</span>
      </header>
      <main className="cs-main">{children}</main>
      <footer className="cs-footer">
        © {COPYRIGHT_YEAR} {name}. All rights reserved.
      </footer>
    </div>
  );
}
