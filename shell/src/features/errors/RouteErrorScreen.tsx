import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MessageScreen } from './MessageScreen';

/** The router's generic fallback (docs/product.md#formats-and-limits). */
export function RouteErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <div className="center-page">
      <MessageScreen title="Unexpected Application Error!" linkTo="/" linkLabel="Back to start">
        {detail}
      </MessageScreen>
    </div>
  );
}
