/** Every answer of the API, success or failure: `{status, message, data}` (status 1 = success). */
export interface ApiEnvelope<T = unknown> {
  status: number;
  message: string;
  data?: T;
  /** On a failure: the request's id in the server's logs (X-Request-Id), for support. */
  requestId?: string;
}

export const STATUS_SUCCESS = 1;
export const STATUS_FAILURE = 0;

/**
 * What a request is answered when the database or the document storage does not answer (503):
 * in the envelope, or on the customer's track form sent without JavaScript.
 */
export const MESSAGE_SERVICE_UNAVAILABLE =
  'The server cannot reach its data right now. Please try again in a few seconds.';

/** The client's own message when no answer came (or the code to ask could not be downloaded). */
export const NETWORK_ERROR_MESSAGE =
  'Cannot reach the server. Check your connection and try again.';

export function isSuccess<T>(answer: ApiEnvelope<T>): answer is ApiEnvelope<T> & { data: T } {
  return answer.status === STATUS_SUCCESS;
}
