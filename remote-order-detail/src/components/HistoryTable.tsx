import type { ReactNode } from 'react';

interface Props {
  headers: readonly string[];
  /** True when there are no rows: the table then shows 'No record found'. */
  empty: boolean;
  /** The body rows, numbered by the caller. */
  children: ReactNode;
}

/** The order page's history tables: a scrolling table with one header row. */
export function HistoryTable({ headers, empty, children }: Props) {
  return (
    <div className="od-table-wrap">
      <table className="od-table">
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {empty ? (
            <tr>
              <td colSpan={headers.length} className="od-empty">
                No record found
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}
