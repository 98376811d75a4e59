import { isSuccess } from '@portal/shared/api/envelope';
import { savePass } from '../../../lib/customerPassStore';
import { trackOrder } from '../api/trackOrder';

export { loadHttpClient } from '@portal/web/api/apiClient';

/**
 * Sends the track form; the server decides. A success keeps the customer pass for this tab.
 * Downloaded with the HTTP client when the customer first acts on the form.
 */
export async function sendTracking(
  orderId: number,
  email: string,
): Promise<{ tracked: boolean; message: string }> {
  const answer = await trackOrder(orderId, email);
  if (!isSuccess(answer)) return { tracked: false, message: answer.message };
  savePass(orderId, answer.data);
  return { tracked: true, message: answer.message };
}
