import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CustomerSitePages } from '../../src/app/CustomerSiteApp';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

function renderAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <CustomerSitePages renderScreen={(page) => <h1>{page.title}</h1>} />
    </MemoryRouter>,
  );
}

describe('CustomerSitePages', () => {
  it('draws the page of the address and names the tab after it', () => {
    renderAt('/status-track/100001');
    expect(
      screen.getByRole('heading', { name: 'Australia eVisitor Application Status' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Australia eVisitor Application Status');
  });

  it('answers any other address with the not-found page', () => {
    renderAt('/admin/login');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found');
  });
});
