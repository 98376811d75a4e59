import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  label: string;
  onRetry(): void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failing remote inside its route: the header, sidebar and other routes keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote '${this.props.label}' failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="panel remote-error" role="alert">
        <h2>{this.props.label} is unavailable right now</h2>
        <p>
          This part of the portal could not be loaded. The rest of the portal keeps working; try
          again in a moment.
        </p>
        <p className="muted small">{error.message}</p>
        <button type="button" className="btn btn-primary" onClick={this.props.onRetry}>
          Retry
        </button>
      </section>
    );
  }
}
