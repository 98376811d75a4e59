import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouteErrorBoundary } from '../../../../src/features/errors/components/RouteErrorBoundary';

function Broken(): never {
  throw new Error('The screen could not be drawn.');
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/fine">Elsewhere</Link>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<h1>Fine page</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // React reports the caught error on the console; the screen is what is under test.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RouteErrorBoundary', () => {
  it("shows the router's last resort with the error's message", () => {
    renderAt('/broken');
    expect(
      screen.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The screen could not be drawn.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to start' })).toHaveAttribute('href', '/');
  });

  it('shows the next page once the member moves on', async () => {
    renderAt('/broken');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
