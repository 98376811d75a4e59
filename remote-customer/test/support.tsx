import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { OrderStatus, ProcessStatus } from '@portal/shared/entities/folders';
import type { VisitorDownloads, VisitorOrder } from '@portal/shared/entities/visitor';
import { CUSTOMER_PATHS } from '@portal/shared/navigation/customerPaths';

/** Shows where the router is, so tests can check navigation. */
function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
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
