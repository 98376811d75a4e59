import * as yup from 'yup';
import { MESSAGES } from './messages';

/** The track form (docs/product.md#validation), apart from the staff schemas that customer pages never load. */
export const trackOrderSchema = yup.object({
  orderId: yup.string().trim().required(MESSAGES.trackOrderIdRequired),
  email: yup.string().trim().required(MESSAGES.trackEmailRequired),
});
