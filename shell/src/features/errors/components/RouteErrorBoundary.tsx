import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { MessageScreen } from './MessageScreen';

interface State {
  error: unknown;
  /** The page that failed: moving to another one shows it again. */
  failedAt: string | null;
}

class Boundary extends Component<{ pathname: string; children: ReactNode }, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { pathname: string },
    state: State,
  ): Partial<State> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.pathname };
    return state.failedAt === props.pathname ? null : { error: null, failedAt: null };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <div className="center-page">
        <MessageScreen title="Unexpected Application Error!" linkTo="/" linkLabel="Back to start">
          {error instanceof Error ? error.message : 'Something went wrong.'}
        </MessageScreen>
      </div>
    );
  }
}

/** The routes' last resort (docs/product.md#formats-and-limits), until the member moves on. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
