import type { DownloadHistoryItem } from '@portal/shared/entities/order';
import { formatDownloadDateTime } from '@portal/shared/dates/formatters';

/** The browser part of a download row: 'Chrome 124.0.0.0 on Desktop'. */
function deviceText(browser: string): string {
  const [name, version, device] = browser.split('-');
  return [name, version, device && `on ${device}`].filter(Boolean).join(' ');
}

/**
 * Downloaded History of the completion page; dates in EST like the staff's view
 * (docs/product.md#formats-and-limits).
 */
export function DownloadHistoryTable({ rows }: { rows: readonly DownloadHistoryItem[] }) {
  return (
    <div className="cx-table-wrap" tabIndex={0} aria-label="Downloaded History">
      <table className="cx-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Order ID</th>
            <th scope="col">Date &amp; Time</th>
            <th scope="col">File</th>
            <th scope="col">IP Address</th>
            <th scope="col">Location</th>
            <th scope="col">Browser</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={7} className="cx-table-empty">
                No record found
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={row.id}>
                <td data-label="#">{index + 1}</td>
                <td data-label="Order ID">{row.order_id}</td>
                <td data-label="Date & Time" className="cx-nowrap">
                  {formatDownloadDateTime(row.create_ts)}
                </td>
                <td data-label="File" className="cx-nowrap">
                  {row.file1}
                </td>
                <td data-label="IP Address">{row.ip}</td>
                <td data-label="Location">{row.timezone}</td>
                <td data-label="Browser" className="cx-device">
                  <span>
                    {deviceText(row.browser)}
                    {row.os && <span className="cx-muted"> · {row.os}</span>}
                  </span>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
