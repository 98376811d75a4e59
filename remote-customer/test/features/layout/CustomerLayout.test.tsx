import { render, screen, waitFor, within } from '@testing-library/react';
import { FIRST_BRAND_DOMAINS } from '@portal/shared/brands/brandDomains';
import { BRAND_SITES } from '@portal/shared/brands/brandSites';
import { CustomerLayout } from '../../../src/features/layout/components/CustomerLayout';
import { visitorOrder } from '../../support';

function showLayout(domain: string | null) {
  render(
    <CustomerLayout
      order={domain === null ? null : visitorOrder(3, 'Completed', { domain_name: domain })}
    >
      <p>page</p>
    </CustomerLayout>,
  );
}

const SECOND_BRAND_LINKS = [
  'Home',
  'Apply Now',
  'Additional Benefits',
  'Terms & Conditions',
  'Privacy Policy',
  'Refund Policy',
  'Contact Us',
];

describe('CustomerLayout', () => {
  it('hides the navbar until order details exist', () => {
    showLayout(null);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it.each(FIRST_BRAND_DOMAINS)('shows only Contact Us for the first brand (%s)', (domain) => {
    showLayout(domain);
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Contact Us']);
    expect(links[0]).toHaveAttribute('href', BRAND_SITES.first.contactUrl);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© 2025 ${BRAND_SITES.first.name}. All rights reserved.`,
    );
  });

  it('shows the seven external pages for the second brand', () => {
    showLayout('www.australia-evisa.org');
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SECOND_BRAND_LINKS);
    for (const [index, link] of links.entries()) {
      expect(link).toHaveAttribute('href', BRAND_SITES.second.navLinks[index]?.url);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© 2025 ${BRAND_SITES.second.name}. All rights reserved.`,
    );
  });

  it('matches brand domains whatever their case', () => {
    showLayout('EVISITOR-AUSTRALIA.COM');
    expect(within(screen.getByRole('navigation')).getAllByRole('link')).toHaveLength(1);
  });

  it('asks for the translation widget only when the browser is idle, and shows no error without it', async () => {
    showLayout(null);
    expect(document.querySelector('script[src*="translate"]')).toBeNull();
    const script = await waitFor(() => {
      const added = document.querySelector<HTMLScriptElement>('script[src*="translate"]');
      expect(added).not.toBeNull();
      return added;
    });
    script?.dispatchEvent(new Event('error'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
