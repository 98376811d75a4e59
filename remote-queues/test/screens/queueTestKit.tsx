import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import toast, { Toaster } from 'react-hot-toast';
import type { ApiRoute, RequestParts } from '@portal/shared/api/apiRoutes';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { FolderKey } from '@portal/shared/entities/folders';
import type { OrderListRow } from '@portal/shared/entities/order';
import type { SessionUser } from '@portal/shared/entities/staff';
import { sessionStore } from '@portal/web/session/sessionStore';
import QueueScreen from '../../src/screens/QueueScreen';

export const TEAM: SessionUser = { id: 4, name: 'Tom Team', email: 'team@demo.test', type: 'Team' };
export const ADMIN: SessionUser = {
  id: 1,
  name: 'Alice Admin',
  email: 'admin@demo.test',
  type: 'Admin',
};

export function makeRows(count: number, overrides: Partial<OrderListRow> = {}): OrderListRow[] {
  return Array.from({ length: count }, (_, index) => ({
    order_id: 100100 + index,
    process_status: 'New',
    given_names: `Given${index}`,
    family_name: `Family${index}`,
    email: `person${index}@example.com`,
    mobile_phone: `61400000${String(index).padStart(3, '0')}`,
    assign_to: null,
    created_at: '2025-03-05T14:07:09.000Z',
    refund_date: null,
    ...overrides,
  }));
}

type Call = { route: ApiRoute; parts: RequestParts };

/**
 * A fake server for callApi: answers list and search from `rows` (a delete it accepts
 * removes them), records every call.
 */
export function fakeServer(
  rows: OrderListRow[],
  actionAnswer: { status: number; message: string } = {
    status: 1,
    message: 'Order has been assigned successfully',
  },
  /** Where a search stops counting its matches, as the server stops at 10,000. */
  searchCountCap = Infinity,
) {
  const calls: Call[] = [];
  let current = [...rows];
  const answer = { status: 1, message: 'ok' };
  async function callApi(route: ApiRoute, parts: RequestParts = {}) {
    calls.push({ route, parts });
    if (route === API_ROUTES.ordersList) {
      const page = Number(parts.query?.page);
      const limit = Number(parts.query?.limit);
      return {
        ...answer,
        data: {
          rows: current.slice((page - 1) * limit, page * limit),
          total: current.length,
          page,
          perPage: limit,
          ...(page * limit < current.length ? { nextCursor: `cursor-after-${page}` } : {}),
        },
      };
    }
    if (route === API_ROUTES.searchOrder) {
      const { start, end, searchVal } = parts.body as {
        start: number;
        end: number;
        searchVal: string;
      };
      const found = current.filter((row) =>
        row.given_names.toLowerCase().startsWith(searchVal.toLowerCase()),
      );
      const capped = found.length > searchCountCap;
      return {
        ...answer,
        data: {
          rows: found.slice(start, end),
          total: capped ? searchCountCap : found.length,
          ...(capped ? { totalCapped: true } : {}),
          page: 1,
          perPage: end - start,
        },
      };
    }
    if (route === API_ROUTES.folderCount) return { ...answer, data: {} };
    if (route === API_ROUTES.changeOrderStatus && actionAnswer.status === 1) {
      const deleted = new Set((parts.body as { orderId: number[] }).orderId);
      current = current.filter((row) => !deleted.has(row.order_id));
    }
    return { ...actionAnswer, data: {} };
  }
  return { calls, callApi };
}

// Toasts live in a module-level store: start every test without the last one's.
afterEach(() => toast.remove());

/**
 * `fake`, but while `switched` is on its list answers `answer()` instead: one switch the
 * two fakes below turn.
 */
function listsAnswering<Answer>(
  fake: ReturnType<typeof fakeServer>,
  answer: () => Promise<Answer>,
  switched: boolean,
) {
  let on = switched;
  return {
    server: {
      calls: fake.calls,
      callApi: (route: ApiRoute, parts?: RequestParts) =>
        on && route === API_ROUTES.ordersList ? answer() : fake.callApi(route, parts),
    },
    turn: (value: boolean) => {
      on = value;
    },
  };
}

/**
 * A fake server whose list, once `holdLists()` is called, never answers again: what an action
 * changes on screen before its reload answers stays to be seen.
 */
export function holdingLists(fake: ReturnType<typeof fakeServer>) {
  const lists = listsAnswering(fake, () => new Promise<never>(() => undefined), false);
  return { server: lists.server, holdLists: () => lists.turn(true) };
}

/** A fake server whose list is refused with `message` until `recover()` is called. */
export function failingLists(fake: ReturnType<typeof fakeServer>, message: string) {
  const lists = listsAnswering(fake, () => Promise.resolve({ status: 0, message, data: {} }), true);
  return { server: lists.server, recover: () => lists.turn(false) };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The queue screen of `folder` in a router; rendered again with another folder, it stays mounted. */
export function queueTree(
  folder: FolderKey,
  title: string,
  search = '',
  onFirstRowsShown?: () => void,
) {
  return (
    <MemoryRouter initialEntries={[`/queue${search}`]}>
      <Routes>
        <Route
          path="/queue"
          element={
            <>
              <QueueScreen title={title} folder={folder} onFirstRowsShown={onFirstRowsShown} />
              <LocationProbe />
            </>
          }
        />
        <Route path="/admin/view-order/:encodedOrderId" element={<p>Order page</p>} />
      </Routes>
      <Toaster />
    </MemoryRouter>
  );
}

export function renderQueue(
  folder: FolderKey,
  title: string,
  user: SessionUser,
  search = '',
  onFirstRowsShown?: () => void,
) {
  sessionStore.setState({ user, isAuth: true });
  return render(queueTree(folder, title, search, onFirstRowsShown));
}
