import { STATUS_FAILURE, STATUS_SUCCESS, type ApiEnvelope } from '@portal/shared/api/envelope';

export function success<T>(message: string, data: T): ApiEnvelope<T> {
  return { status: STATUS_SUCCESS, message, data };
}

/** A refusal; `requestId` names the request in the logs, for a user to quote (Ref: …). */
export function failure(message: string, requestId?: string): ApiEnvelope<never> {
  return { status: STATUS_FAILURE, message, ...(requestId && { requestId }) };
}
