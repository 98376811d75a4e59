import type { ReportColumn, SortDirection } from '../lib/reportDefinitions';
import { formatCount } from '@portal/shared/numbers/formatCount';

interface Props<Row> {
  columns: ReadonlyArray<ReportColumn<Row>>;
  rows: readonly Row[];
  /** S. No of the first row shown. */
  firstNumber: number;
  rowKey(row: Row): string;
  sort: { key: string; direction: SortDirection };
  onSort(key: string): void;
  loading: boolean;
  caption: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function shown(value: string | number): string {
  return typeof value === 'number' ? formatCount(value) : value;
}

/** A report's rows under a fixed header, in a 550px scroll area; headers sort on click. */
export function ReportTable<Row>({
  columns,
  rows,
  firstNumber,
  rowKey,
  sort,
  onSort,
  loading,
  caption,
}: Props<Row>) {
  return (
    <div className="table-scroll report-scroll" aria-busy={loading}>
      <table className="settings-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">S. No</th>
            {columns.map((column, index) => (
              <th
                key={column.key}
                scope="col"
                className={index > 0 ? 'numeric' : undefined}
                aria-sort={sort.key === column.key ? ARIA_SORT[sort.direction] : 'none'}
              >
                <button type="button" className="sort-button" onClick={() => onSort(column.key)}>
                  {column.header}
                  <span className="sort-mark" aria-hidden="true">
                    {sort.key === column.key ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1} className="table-empty">
                {loading ? 'Loading…' : 'No records found'}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row)}>
                <td>{firstNumber + index}</td>
                {columns.map((column, columnIndex) => (
                  <td key={column.key} className={columnIndex > 0 ? 'numeric' : undefined}>
                    {shown(column.value(row))}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
