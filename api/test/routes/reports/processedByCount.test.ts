import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import type { ProcessedRow } from '@portal/shared/entities/settings';
import { MESSAGE_DATES_REVERSED } from '../../../src/routes/reports/reportFilter';
import { createTestApp, login, type TestApp } from '../../helpers/testApp';
import { callRoute, envelopeOf } from '../../helpers/callRoute';

describe('POST /api/admin/get-processed-by-count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ orders: 400 });
  });
  afterAll(() => t.close());

  const rowsOf = async (body: object, email = 'manager@demo.test') => {
    const response = await callRoute(
      t.app,
      API_ROUTES.processedByCount,
      await login(t.app, email),
      {
        body,
      },
    );
    expect(response.statusCode).toBe(200);
    return envelopeOf<ProcessedRow[]>(response).data ?? [];
  };

  const expected = (where = '1 = 1', ...values: string[]) =>
    t.sql
      .prepare(
        `select processed_by, count(*) as count from orders
         where processed_by is not null and process_status <> 'Deleted' and ${where}
         group by processed_by order by count desc, processed_by`,
      )
      .all(...values);

  it.each(['manager@demo.test', 'admin@demo.test'])(
    'counts the orders each person processed (not deleted ones), for %s',
    async (email) => {
      const rows = await rowsOf({}, email);
      expect(rows).toEqual(expected());
      expect(rows.map((row) => row.processed_by)).toEqual(
        expect.arrayContaining(['Priya Sharma', 'Alice Admin']),
      );
    },
  );

  it('limits to whole days and searches processed_by case-insensitively', async () => {
    expect(await rowsOf({ fromDate: '2025-01-01', toDate: '2025-03-31' })).toEqual(
      expected("substr(created_at, 1, 10) between '2025-01-01' and '2025-03-31'"),
    );
    expect(await rowsOf({ search: 'ALICE' })).toEqual(expected("processed_by = 'Alice Admin'"));
    expect(await rowsOf({ search: 'sharma', fromDate: '2024-01-01' })).toEqual(
      expected("processed_by = 'Priya Sharma' and created_at >= '2024-01-01'"),
    );
  });

  it('refuses reversed dates with 400', async () => {
    const response = await callRoute(
      t.app,
      API_ROUTES.processedByCount,
      await login(t.app, 'admin@demo.test'),
      { body: { fromDate: '2025-03-01', toDate: '2025-02-01' } },
    );
    expect(response.json()).toMatchObject({ status: 0, message: MESSAGE_DATES_REVERSED });
  });
});
