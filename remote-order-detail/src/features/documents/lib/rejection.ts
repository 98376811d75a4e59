import { isSuccess, STATUS_FAILURE } from '@portal/shared/api/envelope';
import type { ApiAnswer } from '@portal/web/api/failure';
import { sendRejectionMail } from '../api/sendRejectionMail';

export const REJECTION_FAILED = 'Failed to send rejection mail';
export const REJECTION_ERROR = 'Error sending rejection mail';

/**
 * The rejection mail, with its own error wording (docs/product.md#messages): a refusal
 * without a message, and a call that threw, each say so in their words.
 */
export async function sendRejection(orderId: number, email: string): Promise<ApiAnswer<unknown>> {
  try {
    const answer = await sendRejectionMail(orderId, email);
    return isSuccess(answer) || answer.message ? answer : { ...answer, message: REJECTION_FAILED };
  } catch {
    return { status: STATUS_FAILURE, message: REJECTION_ERROR };
  }
}

/** The confirmation text before any rejection mail (docs/product.md#documents). */
export const REJECTION_CONFIRM = 'Are you sure to send Rejection mail to applicant?';
