import type { CountryRow, ProcessedRow, ReportFilter } from '@portal/shared/entities/settings';
import type { ApiQuery } from '@portal/web/query/apiQuery';
import { countryOrderCountQuery } from '../api/countryOrderCount';
import { processedByCountQuery } from '../api/processedByCount';

export type SortDirection = 'asc' | 'desc';

export interface ReportColumn<Row> {
  key: string;
  header: string;
  value(row: Row): string | number;
}

/** What makes a report: its query, its columns after S. No, and what the search looks at. */
export interface ReportDefinition<Row> {
  query(filter: ReportFilter): ApiQuery<Row[]>;
  columns: ReadonlyArray<ReportColumn<Row>>;
  rowKey(row: Row): string;
  searchLabel: string;
  /** The CSV file's name, without the date and extension. */
  fileName: string;
  defaultSort: { key: string; direction: SortDirection };
}

export const COUNTRY_REPORT: ReportDefinition<CountryRow> = {
  query: countryOrderCountQuery,
  columns: [
    { key: 'nationality', header: 'Country/Nationality', value: (row) => row.nationality },
    { key: 'count', header: 'Order Count', value: (row) => row.count },
    { key: 'standard_count', header: 'Standard Processing', value: (row) => row.standard_count },
    { key: 'priority_count', header: 'Priority Processing', value: (row) => row.priority_count },
  ],
  rowKey: (row) => row.nationality,
  searchLabel: 'Search nationality',
  fileName: 'country-order-details',
  defaultSort: { key: 'count', direction: 'desc' },
};

export const PROCESSED_REPORT: ReportDefinition<ProcessedRow> = {
  query: processedByCountQuery,
  columns: [
    { key: 'processed_by', header: 'Name', value: (row) => row.processed_by },
    { key: 'count', header: 'Order Count', value: (row) => row.count },
  ],
  rowKey: (row) => row.processed_by,
  searchLabel: 'Search name',
  fileName: 'processed-by',
  defaultSort: { key: 'count', direction: 'desc' },
};

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Rows ordered by one column; ties keep the server's order. */
export function sortRows<Row>(
  rows: readonly Row[],
  column: ReportColumn<Row> | undefined,
  direction: SortDirection,
): Row[] {
  if (!column) return [...rows];
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = column.value(a);
    const right = column.value(b);
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : collator.compare(String(left), String(right));
    return sign * order;
  });
}
