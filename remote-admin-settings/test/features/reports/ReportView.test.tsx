import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { CountryRow, ProcessedRow } from '@portal/shared/entities/settings';
import { heldAnswer } from '@portal/jest/heldAnswer';
import CountryOrderListScreen from '../../../src/screens/CountryOrderListScreen';
import { queryClient } from '@portal/web/query/queryClient';
import ProcessedOrderScreen from '../../../src/screens/ProcessedOrderScreen';
import { downloadCsv } from '../../../src/features/reports/lib/csv';
import { FIELD_LENGTHS } from '@portal/shared/validation/ruleChecks';
import { createApiMock } from '../../support/mockApi';
import { failed, ok, renderScreen } from '../../support/renderScreen';

const mockApi = createApiMock();
jest.mock('../../../src/features/reports/lib/csv', () => ({
  ...jest.requireActual('../../../src/features/reports/lib/csv'),
  downloadCsv: jest.fn(),
}));
jest.mock('@portal/web/api/apiClient', () => ({
  callApi: (...args: Parameters<typeof mockApi.callApi>) => mockApi.callApi(...args),
}));

const country = (nationality: string, standard: number, priority: number): CountryRow => ({
  nationality,
  count: standard + priority,
  standard_count: standard,
  priority_count: priority,
});

/** 23 countries, so there are three pages of 10. */
const COUNTRIES: CountryRow[] = Array.from({ length: 23 }, (_, index) =>
  country(`Country ${String.fromCharCode(65 + index)}`, 100 - index, index),
);

beforeEach(() => {
  mockApi.calls.length = 0;
  mockApi.on(API_ROUTES.countryOrderCount, ({ body }) => {
    const search = ((body as { search?: string }).search ?? '').toLowerCase();
    return ok(COUNTRIES.filter((row) => row.nationality.toLowerCase().includes(search)));
  });
});

const renderCountries = () =>
  renderScreen(<CountryOrderListScreen title="Country Order Details" />, {
    path: '/admin/country-order-list',
  });

function bodyRows(): string[][] {
  const [, ...rows] = screen.getAllByRole('row');
  return rows.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? ''),
  );
}

describe('Country Order Details', () => {
  it('shows the report columns, 10 rows a page, and pages on', async () => {
    const user = userEvent.setup();
    renderCountries();
    await screen.findByText('Country A');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'S. No',
      'Country/Nationality↕',
      'Order Count▼',
      'Standard Processing↕',
      'Priority Processing↕',
    ]);
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]).toEqual(['1', 'Country A', '100', '100', '0']);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(bodyRows().map((row) => row[0])).toEqual(['21', '22', '23']);
    await user.selectOptions(screen.getByLabelText('Rows'), 'All');
    expect(bodyRows()).toHaveLength(23);
  });

  it('names its table, marks it busy while the first rows load, and separates thousands', async () => {
    const first = mockApi.hold(API_ROUTES.countryOrderCount);
    renderCountries();
    const table = await screen.findByRole('table', { name: 'Country Order Details' });
    await waitFor(() => expect(bodyRows()).toEqual([['Loading…']]));
    expect(table.parentElement).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      first.send(ok([country('Country A', 12_000, 345)]));
      await first.answer;
    });
    await waitFor(() =>
      expect(bodyRows()).toEqual([['1', 'Country A', '12,345', '12,000', '345']]),
    );
    expect(table.parentElement).toHaveAttribute('aria-busy', 'false');
    // The sorted column says which way; every other says it is not sorted.
    expect(
      screen.getAllByRole('columnheader').map((header) => header.getAttribute('aria-sort')),
    ).toEqual([null, 'none', 'descending', 'none', 'none']);
  });

  it('sorts by a column, and back the other way', async () => {
    const user = userEvent.setup();
    renderCountries();
    await screen.findByText('Country A');
    await user.click(screen.getByRole('button', { name: /Priority Processing/ }));
    expect(screen.getByRole('columnheader', { name: /Priority Processing/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(bodyRows()[0]?.[1]).toBe('Country W');
    await user.click(screen.getByRole('button', { name: /Priority Processing/ }));
    expect(bodyRows()[0]?.[1]).toBe('Country A');
    await user.click(screen.getByRole('button', { name: /Country\/Nationality/ }));
    expect(bodyRows()[0]?.[1]).toBe('Country A');
  });

  it('searches 500 ms after the last keystroke, and an empty search reloads the full list', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderCountries();
      await screen.findByText('Country A');
      await user.type(screen.getByLabelText('Search nationality'), ' country b ');
      await act(async () => jest.advanceTimersByTime(499));
      expect(mockApi.callsTo(API_ROUTES.countryOrderCount)).toHaveLength(1);
      await act(async () => jest.advanceTimersByTime(1));
      expect(mockApi.callsTo(API_ROUTES.countryOrderCount)).toEqual([
        { body: {} },
        { body: { search: 'country b' } },
      ]);
      expect(await screen.findByText('Country B')).toBeInTheDocument();
      expect(bodyRows()).toHaveLength(1);

      await user.clear(screen.getByLabelText('Search nationality'));
      await act(async () => jest.advanceTimersByTime(500));
      expect(await screen.findByText('Country C')).toBeInTheDocument();
      expect(mockApi.callsTo(API_ROUTES.countryOrderCount).at(-1)).toEqual({ body: {} });
    } finally {
      jest.useRealTimers();
    }
  });

  it('limits the search to its field length', async () => {
    renderCountries();
    await screen.findByText('Country A');
    expect(screen.getByLabelText('Search nationality')).toHaveAttribute(
      'maxLength',
      String(FIELD_LENGTHS.search),
    );
  });

  it('goes back to page 1 on a new sort, and to the last page there is when rows go', async () => {
    const user = userEvent.setup();
    renderCountries();
    await screen.findByText('Country A');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: /Priority Processing/ }));
    expect(bodyRows().map((row) => row[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    mockApi.on(API_ROUTES.countryOrderCount, () => ok(COUNTRIES.slice(0, 5)));
    act(() => void queryClient.invalidateQueries());
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(bodyRows()[0]?.[0]).toBe('1');
    // One page needs no pager.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('exports every row the filters select, in the order shown, numbered from 1', async () => {
    const user = userEvent.setup();
    renderCountries();
    await screen.findByText('Country A');
    await user.click(screen.getByRole('button', { name: /Priority Processing/ }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(downloadCsv).toHaveBeenCalledTimes(1);
    const [fileName, csv] = jest.mocked(downloadCsv).mock.calls[0] ?? [];
    expect(fileName).toMatch(/^country-order-details-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (csv ?? '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(COUNTRIES.length + 1);
    expect(lines[0]).toBe(
      'S. No,Country/Nationality,Order Count,Standard Processing,Priority Processing',
    );
    expect(lines[1]).toBe('1,Country W,100,78,22');
    expect(lines[23]).toBe('23,Country A,100,100,0');
  });

  it('sends the chosen dates on Submit, and refuses From after To', async () => {
    const user = userEvent.setup();
    renderCountries();
    await screen.findByText('Country A');
    await user.type(screen.getByLabelText('From'), '2025-03-01');
    await user.type(screen.getByLabelText('To'), '2025-02-01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('From date must be on or before To date.')).toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.countryOrderCount)).toHaveLength(1);

    // One day: From and To are both included.
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(mockApi.callsTo(API_ROUTES.countryOrderCount)).toHaveLength(2));
    expect(screen.queryByText('From date must be on or before To date.')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2025-03-31');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Country A');
    expect(mockApi.callsTo(API_ROUTES.countryOrderCount).at(-1)).toEqual({
      body: { fromDate: '2025-03-01', toDate: '2025-03-31' },
    });
  });

  it('keeps the rows on screen while other dates load, and shows the newest dates only', async () => {
    const january = heldAnswer();
    mockApi.on(API_ROUTES.countryOrderCount, ({ body }) => {
      const { fromDate } = body as { fromDate?: string };
      if (fromDate === '2025-01-01') return january.answer;
      return ok(fromDate === '2025-02-01' ? [country('Febland', 5, 1)] : COUNTRIES);
    });
    const user = userEvent.setup();
    renderCountries();
    await screen.findByText('Country A');
    await user.type(screen.getByLabelText('From'), '2025-01-01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(mockApi.callsTo(API_ROUTES.countryOrderCount)).toHaveLength(2));
    expect(screen.getByText('Country A')).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2025-02-01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Febland')).toBeInTheDocument();
    await act(async () => {
      january.send(ok([country('Janland', 7, 2)]));
      await january.answer;
    });
    expect(screen.queryByText('Janland')).not.toBeInTheDocument();
    expect(bodyRows()).toEqual([['1', 'Febland', '6', '5', '1']]);
  });

  it("fetches the current dates' rows again when another member's change arrives", async () => {
    const user = userEvent.setup();
    renderCountries();
    await screen.findByText('Country A');
    await user.type(screen.getByLabelText('From'), '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(mockApi.callsTo(API_ROUTES.countryOrderCount)).toHaveLength(2));
    expect(await screen.findByText('23 rows')).toBeInTheDocument();

    mockApi.on(API_ROUTES.countryOrderCount, () => ok([country('Newland', 1, 0)]));
    act(() => void queryClient.invalidateQueries());
    expect(await screen.findByText('Newland')).toBeInTheDocument();
    expect(mockApi.callsTo(API_ROUTES.countryOrderCount).at(-1)).toEqual({
      body: { fromDate: '2025-03-01' },
    });
  });

  it("says 'No records found' when nothing matches, and shows a failure with Retry", async () => {
    mockApi.on(API_ROUTES.countryOrderCount, () => ok([]));
    renderCountries();
    expect(await screen.findByRole('cell', { name: 'No records found' })).toHaveAttribute(
      'colspan',
      '5',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

    mockApi.on(API_ROUTES.countryOrderCount, () =>
      failed('From date must be a date like 2025-01-31.'),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('From date must be a date');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('Processed By', () => {
  it('shows S. No, Name and Order Count, searching by name', async () => {
    const rows: ProcessedRow[] = [
      { processed_by: 'Tom Team', count: 12 },
      { processed_by: 'Alice Admin', count: 30 },
    ];
    mockApi.on(API_ROUTES.processedByCount, () => ok(rows));
    renderScreen(<ProcessedOrderScreen title="Processed By" />, { path: '/admin/processed-order' });
    await screen.findByText('Tom Team');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'S. No',
      'Name↕',
      'Order Count▼',
    ]);
    expect(bodyRows()).toEqual([
      ['1', 'Alice Admin', '30'],
      ['2', 'Tom Team', '12'],
    ]);
    expect(screen.getByLabelText('Search name')).toBeInTheDocument();
  });
});
