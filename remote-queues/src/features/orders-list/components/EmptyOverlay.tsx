/**
 * The empty state (docs/product.md#orders-table): 'No records found' with a red 'No data available
 * in table'.
 */
export function EmptyOverlay() {
  return (
    <div className="orders-empty" role="status">
      <p className="orders-empty-title">No records found</p>
      <p className="orders-empty-detail">No data available in table</p>
    </div>
  );
}
