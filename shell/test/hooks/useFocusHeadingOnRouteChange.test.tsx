import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import {
  focusNextFirstHeading,
  useFocusHeadingOnRouteChange,
} from '../../src/hooks/useFocusHeadingOnRouteChange';

function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnRouteChange(mainRef);
  return (
    <main ref={mainRef}>
      <Outlet />
    </main>
  );
}

let drawScreen: () => void = () => undefined;

/** A remote's screen: its h1 comes once the remote has loaded, its rows after that. */
function LateScreen() {
  const [loaded, setLoaded] = useState(false);
  const [rows, setRows] = useState(0);
  drawScreen = () => setLoaded(true);
  if (!loaded) return <p>Loading…</p>;
  return (
    <>
      <h1>Order History</h1>
      <input aria-label="Search" onChange={() => setRows((count) => count + 1)} />
      <ul>
        {Array.from({ length: rows }, (_, row) => (
          <li key={row}>Order {row}</li>
        ))}
      </ul>
    </>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route
            path="/admin/recent-order"
            element={
              <>
                <h1>New Orders</h1>
                <Link to="/admin/order-history">Order History</Link>
              </>
            }
          />
          <Route path="/admin/order-history" element={<LateScreen />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const heading = (name: string) => screen.getByRole('heading', { name, level: 1 });

describe('focus after a route change', () => {
  it("leaves the first page's focus alone, then puts it on the next page's h1 once drawn, once", async () => {
    renderAt('/admin/recent-order');
    expect(heading('New Orders')).not.toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'Order History' }));
    act(() => drawScreen());
    await waitFor(() => expect(heading('Order History')).toHaveFocus());

    // Typing changes the page under the search box: focus stays where the member put it.
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'ano');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });

  it('puts focus on the first page’s h1 when signing in asked for it', () => {
    focusNextFirstHeading();
    const signedIn = renderAt('/admin/recent-order');
    expect(heading('New Orders')).toHaveFocus();

    // Asked for once: a layout drawn later without asking leaves focus alone.
    signedIn.unmount();
    renderAt('/admin/recent-order');
    expect(heading('New Orders')).not.toHaveFocus();
  });
});
