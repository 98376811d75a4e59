import { STATUS_FAILURE, STATUS_SUCCESS, type ApiEnvelope } from '@portal/shared/api/envelope';

export function success<T>(message: string, data: T): ApiEnvelope<T> {
  return { status: STATUS_SUCCESS, message, data };
}

export function failure(message: string): ApiEnvelope<never> {
  return { status: STATUS_FAILURE, message };
}
