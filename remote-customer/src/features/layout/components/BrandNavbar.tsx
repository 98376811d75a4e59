import { useId, useRef, useState } from 'react';
import type { BrandSite } from '@portal/shared/brands/brandSites';
import { closeOnEscape } from '@portal/web/navigation/closeOnEscape';

/**
 * The brand's links to its public site (docs/product.md#customer-pages): the first brand shows only
 * Contact Us, the second its seven pages. Below 991px they fold behind a Menu button, a
 * WAI-ARIA disclosure: Escape closes it and gives focus back to the button.
 */
export function BrandNavbar({ site }: { site: BrandSite }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  return (
    <nav
      className="cx-nav"
      aria-label={`${site.name} site`}
      onKeyDown={closeOnEscape(open, () => {
        setOpen(false);
        toggleRef.current?.focus();
      })}
    >
      <button
        ref={toggleRef}
        type="button"
        className="cx-nav-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
      >
        <span className="cx-nav-toggle-bars" aria-hidden="true" />
        Menu
      </button>
      <ul id={listId} className="cx-nav-links" data-open={open}>
        {site.navLinks.map((link) => (
          <li key={link.label}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
