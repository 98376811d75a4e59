/** The loading state of a screen while its remote or data arrives. */
export function LoadingPanel() {
  return (
    <div className="loading-panel" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      Loading…
    </div>
  );
}
