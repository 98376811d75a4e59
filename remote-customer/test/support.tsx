import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { OrderStatus, ProcessStatus } from '@portal/shared/entities/folders';
import type { VisitorDownloads, VisitorOrder } from '@portal/shared/entities/visitor';
import { CUSTOMER_PATHS } from '@portal/shared/navigation/customerPaths';

/**
 * Shows where the router is, so tests can check navigation: the page, and (as data-entry) the
 * history entry, a new one for every navigation.
 */
function CurrentPath() {
  const { pathname, key } = useLocation();
  return (
    <output data-testid="path" data-entry={key}>
      {pathname}
    </output>
  );
}

const firstSegment = (path: string) => path.split('/')[1];

/**
 * Renders a customer screen at `url` inside a router holding every customer path; the
 * screen shows on the paths of its own page, the others stay empty.
 */
export function renderAt(url: string, screen: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        {Object.values(CUSTOMER_PATHS).map((path) => (
          <Route
            key={path}
            path={path}
            element={firstSegment(path) === firstSegment(url) ? screen : null}
          />
        ))}
      </Routes>
      <CurrentPath />
      <Toaster />
    </MemoryRouter>,
  );
}

export function visitorOrder(
  orderStatus: OrderStatus,
  processStatus: ProcessStatus,
  changes: Partial<VisitorOrder> = {},
): VisitorOrder {
  return {
    order_id: 100234,
    given_names: 'Jane',
    family_name: 'Citizen',
    domain_name: 'australia-evisa.org',
    process_status: processStatus,
    order_status: orderStatus,
    remarks: [],
    ...changes,
  };
}

export function downloadsAnswer(mainResult: VisitorOrder, changes: Partial<VisitorDownloads> = {}) {
  return {
    status: 1,
    message: 'Download history loaded.',
    data: { data: [], mainResult, path: null, ...changes },
  };
}

/** Fills the track form as a customer types it (the Order ID only when given) and sends it. */
export async function submitTrackForm({ orderId, email }: { orderId?: string; email: string }) {
  if (orderId !== undefined) {
    await userEvent.clear(await screen.findByLabelText('Order ID'));
    await userEvent.type(screen.getByLabelText('Order ID'), orderId);
  }
  await userEvent.type(await screen.findByLabelText('Email ID'), email);
  await userEvent.click(screen.getByRole('button', { name: 'TRACK ORDER' }));
}

/** The track call's answer when the Order ID and Email ID match: a pass for a minute. */
export function trackAnswer(customerToken: string) {
  return {
    status: 1,
    message: 'Your order has been found.',
    data: { customerToken, expiresAt: new Date(Date.now() + 60_000).toISOString() },
  };
}

export function givePass(orderId: number): void {
  sessionStorage.setItem(
    `customer-pass:${orderId}`,
    JSON.stringify({
      customerToken: `pass-for-${orderId}`,
      expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    }),
  );
}

/** Toasts live in a module store: each test starts without the last test's toasts. */
export function resetScreenState(): void {
  sessionStorage.clear();
  jest.resetAllMocks();
  act(() => toast.remove());
}
