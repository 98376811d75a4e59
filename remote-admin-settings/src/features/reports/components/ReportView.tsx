import { useMemo, useState } from 'react';
import type { ReportFilter } from '@portal/shared/entities/settings';
import { Pager } from '@portal/web/ui/Pager';
import { ScreenTitleBar } from '@portal/web/ui/ScreenTitleBar';
import { FIELD_LENGTHS } from '@portal/shared/validation/ruleChecks';
import { useApiQuery } from '@portal/web/query/useApiQuery';
import { ErrorMessage } from '../../../components/StatusMessage';
import { useDebouncedValue } from '@portal/web/util/useDebouncedValue';
import { downloadCsv, toCsv } from '../lib/csv';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  pageCount,
  pageSlice,
  type PageSize,
} from '../lib/pagination';
import { sortRows, type ReportDefinition } from '../lib/reportDefinitions';
import { ReportFilters, type DateRangeValues } from './ReportFilters';
import { ReportTable } from './ReportTable';

/** Search waits this long after the last keystroke (docs/product.md#admin-settings). */
export const SEARCH_DEBOUNCE_MS = 500;

function filterOf(range: DateRangeValues, search: string): ReportFilter {
  return {
    ...(range.fromDate ? { fromDate: range.fromDate } : {}),
    ...(range.toDate ? { toDate: range.toDate } : {}),
    ...(search ? { search } : {}),
  };
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

interface Props<Row> {
  title: string;
  report: ReportDefinition<Row>;
}

/**
 * A report screen: dates and Submit, a debounced search (server-side, case-insensitive),
 * a sortable, paginated table, and Export CSV of every row the filters select, in the
 * order shown. The filter is part of the query's key, so only the newest filter's rows show,
 * and the last rows stay on screen while another filter's rows load.
 */
export function ReportView<Row>({ title, report }: Props<Row>) {
  const [range, setRange] = useState<DateRangeValues>({ fromDate: '', toDate: '' });
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState(report.defaultSort);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);

  const data = useApiQuery(report.query(filterOf(range, settledSearch)));

  const column = report.columns.find((candidate) => candidate.key === sort.key);
  const sorted = useMemo(
    () => sortRows(data.data ?? [], column, sort.direction),
    [data.data, column, sort.direction],
  );
  const totalPages = pageCount(sorted.length, pageSize);
  const currentPage = Math.min(page, Math.max(1, totalPages));
  const shown = pageSlice(sorted, currentPage, pageSize);
  const firstNumber = pageSize === 'All' ? 1 : (currentPage - 1) * pageSize + 1;

  function sortBy(key: string) {
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === report.columns[0]?.key ? 'asc' : 'desc' },
    );
    setPage(1);
  }

  function exportCsv() {
    const header = ['S. No', ...report.columns.map((candidate) => candidate.header)];
    const rows = sorted.map((row, index) => [
      index + 1,
      ...report.columns.map((candidate) => candidate.value(row)),
    ]);
    downloadCsv(`${report.fileName}-${today()}.csv`, toCsv(header, rows));
  }

  return (
    <div className="settings-screen">
      <ScreenTitleBar
        title={title}
        actions={
          <button type="button" className="btn" onClick={exportCsv} disabled={sorted.length === 0}>
            Export CSV
          </button>
        }
      />
      <section className="panel report-panel">
        <div className="report-toolbar">
          <ReportFilters
            onSubmit={(values) => {
              // Submit with the dates already shown loads them again, through the loading state.
              if (values.fromDate === range.fromDate && values.toDate === range.toDate) {
                data.reload();
              } else {
                setRange(values);
              }
              setPage(1);
            }}
          />
          <div className="field report-search">
            <label htmlFor="report-search">{report.searchLabel}</label>
            <input
              id="report-search"
              type="search"
              className="input"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              autoComplete="off"
              maxLength={FIELD_LENGTHS.search}
            />
          </div>
        </div>

        {data.state === 'error' && <ErrorMessage message={data.error} onRetry={data.reload} />}

        <ReportTable
          columns={report.columns}
          rows={shown}
          firstNumber={firstNumber}
          rowKey={report.rowKey}
          sort={sort}
          onSort={sortBy}
          loading={data.state === 'loading'}
          caption={title}
        />

        <div className="table-footer">
          <div className="rows-select">
            <label htmlFor="report-rows">Rows</label>
            <select
              id="report-rows"
              className="input input-small"
              value={String(pageSize)}
              onChange={(event) => {
                const value = event.target.value;
                setPageSize(value === 'All' ? 'All' : (Number(value) as PageSize));
                setPage(1);
              }}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={String(size)}>
                  {size}
                </option>
              ))}
            </select>
            <span className="muted small" aria-live="polite">
              {data.state === 'loading' ? 'Loading…' : `${sorted.length} rows`}
            </span>
          </div>
          {/* One page needs no pager. */}
          {totalPages > 1 && (
            <Pager page={currentPage} totalPages={totalPages} onPageChange={setPage} />
          )}
        </div>
      </section>
    </div>
  );
}
