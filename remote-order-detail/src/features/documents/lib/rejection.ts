import { isSuccess } from '@portal/shared/api/envelope';
import { notifyError, notifySuccess } from '../../../lib/stickyToast';
import { sendRejectionMail } from '../api/sendRejectionMail';

export const REJECTION_FAILED = 'Failed to send rejection mail';
export const REJECTION_ERROR = 'Error sending rejection mail';

/** The rejection mail, with its own error wording (docs/product.md#messages). */
export async function performRejection(orderId: number, email: string): Promise<boolean> {
  try {
    const answer = await sendRejectionMail(orderId, email);
    if (isSuccess(answer)) {
      notifySuccess(answer.message);
      return true;
    }
    notifyError(answer.message || REJECTION_FAILED);
    return false;
  } catch {
    notifyError(REJECTION_ERROR);
    return false;
  }
}

/** The confirmation text before any rejection mail (docs/product.md#documents). */
export const REJECTION_CONFIRM = 'Are you sure to send Rejection mail to applicant?';
