import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { CountryRow } from '@portal/shared/entities/settings';
import {
  MESSAGE_FROM_DATE_INVALID,
  MESSAGE_TO_DATE_INVALID,
} from '@portal/shared/schemas/reportSchemas';
import { MESSAGE_DATES_REVERSED } from '../../../src/routes/reports/reportFilter';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRoute, envelopeOf } from '../../helpers/callRoute';

describe('POST /api/admin/get-country-order-count', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ orders: 400 });
    token = await login(t.app, 'telecaller@demo.test');
  });
  afterAll(() => t.close());

  const report = (body: object) => callRoute(t.app, API_ROUTES.countryOrderCount, token, { body });
  const rowsOf = async (body: object) => {
    const response = await report(body);
    expect(response.statusCode).toBe(200);
    return envelopeOf<CountryRow[]>(response).data ?? [];
  };

  /** The same report, counted row by row in the database independently of the app's query. */
  const expected = (where = '1 = 1', ...values: string[]) => {
    const orders = t.sql
      .prepare(
        `select nationality, processing_type from orders
         where process_status <> 'Deleted' and ${where}`,
      )
      .all(...values) as Array<{ nationality: string; processing_type: string }>;
    const byCountry = new Map<string, CountryRow>();
    for (const order of orders) {
      const row = byCountry.get(order.nationality) ?? {
        nationality: order.nationality,
        count: 0,
        standard_count: 0,
        priority_count: 0,
      };
      row.count++;
      if (order.processing_type === 'Priority') row.priority_count++;
      else row.standard_count++;
      byCountry.set(order.nationality, row);
    }
    return [...byCountry.values()].sort(
      (a, b) => b.count - a.count || (a.nationality < b.nationality ? -1 : 1),
    );
  };

  it('counts every order but deleted ones per nationality, split by processing type', async () => {
    const rows = await rowsOf({});
    expect(rows).toEqual(expected());
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(row.standard_count + row.priority_count).toBe(row.count);
    expect(rows.some((row) => row.priority_count > 0)).toBe(true);
  });

  it('leaves out a nationality whose every order was deleted', async () => {
    const { order_id: orderId } = t.sql
      .prepare("select order_id from orders where process_status <> 'Deleted' limit 1")
      .get() as { order_id: number };
    t.sql.prepare("update orders set nationality = 'Zembla' where order_id = ?").run(orderId);
    expect((await rowsOf({ search: 'Zembla' })).map((row) => row.count)).toEqual([1]);
    t.sql.prepare("update orders set process_status = 'Deleted' where order_id = ?").run(orderId);
    expect(await rowsOf({ search: 'Zembla' })).toEqual([]);
    expect(await rowsOf({})).toEqual(expected());
  });

  it('counts whole days from fromDate to toDate, both included (UTC)', async () => {
    const days = t.sql
      .prepare('select distinct substr(created_at, 1, 10) as day from orders order by day')
      .all() as Array<{ day: string }>;
    const from = days[Math.floor(days.length / 3)]?.day ?? '';
    const to = days[Math.floor((2 * days.length) / 3)]?.day ?? '';
    const rows = await rowsOf({ fromDate: from, toDate: to });
    expect(rows).toEqual(expected('substr(created_at, 1, 10) between ? and ?', from, to));
    expect(rows.length).toBeGreaterThan(0);

    const oneDay = await rowsOf({ fromDate: from, toDate: from });
    expect(oneDay).toEqual(expected('substr(created_at, 1, 10) = ?', from));
    expect(oneDay.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThan(0);

    expect(await rowsOf({ fromDate: to })).toEqual(expected('substr(created_at, 1, 10) >= ?', to));
    expect(await rowsOf({ toDate: from })).toEqual(
      expected('substr(created_at, 1, 10) <= ?', from),
    );
    expect(await rowsOf({ fromDate: '', toDate: '' })).toEqual(expected());
  });

  it('searches nationality, case-insensitively, alone and with dates', async () => {
    const all = await rowsOf({});
    const name = all[0]?.nationality ?? '';
    const part = name.slice(1, 4);
    const matching = all.filter((row) =>
      row.nationality.toLowerCase().includes(part.toLowerCase()),
    );
    expect(await rowsOf({ search: part.toUpperCase() })).toEqual(matching);
    expect(await rowsOf({ search: ` ${part.toLowerCase()} ` })).toEqual(matching);
    expect(await rowsOf({ search: 'no such country' })).toEqual([]);
    expect(await rowsOf({ search: '%' })).toEqual([]);

    const withDates = await rowsOf({ search: name, fromDate: '2025-01-01', toDate: '2025-03-31' });
    expect(withDates).toEqual(
      expected(
        "substr(created_at, 1, 10) between '2025-01-01' and '2025-03-31' and lower(nationality) like ?",
        `%${name.toLowerCase()}%`,
      ),
    );
  });

  it.each([
    ['a badly written from date', { fromDate: '01-02-2025' }, MESSAGE_FROM_DATE_INVALID],
    ['a from date not in the calendar', { fromDate: '2025-02-30' }, MESSAGE_FROM_DATE_INVALID],
    ['a badly written to date', { toDate: '2025/02/01' }, MESSAGE_TO_DATE_INVALID],
    ['a to date not in the calendar', { toDate: '2025-13-01' }, MESSAGE_TO_DATE_INVALID],
    [
      'dates the wrong way round',
      { fromDate: '2025-02-02', toDate: '2025-02-01' },
      MESSAGE_DATES_REVERSED,
    ],
  ])('refuses %s with 400 and a clear message', async (_, body, message) => {
    const response = await report(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, message });
  });
});
