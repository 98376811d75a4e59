import { isSuccess, type ApiEnvelope } from '@portal/shared/api/envelope';

/**
 * Why a call failed, from its HTTP status: no answer at all, 401 (session ended),
 * 403 (not allowed), 404, 409 (the record changed since it was shown), 429 (too many calls
 * just now), another 4xx (the server's message says what was wrong) or a 5xx.
 */
export type FailureKind =
  'network' | 'unauthorized' | 'forbidden' | 'notFound' | 'stale' | 'busy' | 'rejected' | 'server';

export interface CallFailure {
  /** The answer's HTTP status; null when no answer came. */
  httpStatus: number | null;
  kind: FailureKind;
}

/** What callApi resolves to: the server's envelope, and on a failure why it failed. */
export type ApiAnswer<T> = ApiEnvelope<T> & { failure?: CallFailure };

const KIND_OF_STATUS: Partial<Record<number, FailureKind>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  409: 'stale',
  429: 'busy',
};

export function failureOfStatus(httpStatus: number | null): CallFailure {
  if (httpStatus === null) return { httpStatus, kind: 'network' };
  const kind = KIND_OF_STATUS[httpStatus] ?? (httpStatus >= 500 ? 'server' : 'rejected');
  return { httpStatus, kind };
}

/**
 * Whether the same call may work if sent again later: no answer came, the server failed on
 * its side (a 5xx, such as the 503 of a database being failed over), or it asked for fewer
 * calls (429). Anything else is the server's answer to what was sent.
 */
export function isTemporaryFailure({ kind }: CallFailure): boolean {
  return kind === 'network' || kind === 'busy' || kind === 'server';
}

/**
 * The failure of an answer that is not a success; one without its own failure (a
 * non-success envelope however it came) counts as refused by the server.
 */
export function failureOf(answer: ApiAnswer<unknown>): CallFailure | null {
  if (isSuccess(answer)) return null;
  return answer.failure ?? { httpStatus: null, kind: 'rejected' };
}
