import type { ReactNode } from 'react';

interface Props {
  /** The table's name (its section's title), read when its scrolling box takes focus. */
  label: string;
  headers: readonly string[];
  /** True when there are no rows: the table then shows 'No record found'. */
  empty: boolean;
  /** The body rows, numbered by the caller. */
  children: ReactNode;
}

/**
 * The order page's history tables: a scrolling table with one header row. Its box is a Tab stop
 * so a keyboard user can scroll it sideways on a narrow screen (WCAG 2.1.1), even when its rows
 * hold no link or button.
 */
export function HistoryTable({ label, headers, empty, children }: Props) {
  return (
    <div className="od-table-wrap" tabIndex={0} role="group" aria-label={label}>
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
