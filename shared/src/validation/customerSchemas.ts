import * as yup from 'yup';
import { TRACK_ORDER_RULES } from './trackOrderRules';
import { orderIdField, textField } from './yupRules';

/** The track form (docs/product.md#validation), apart from the staff schemas that customer pages never load. */
export const trackOrderSchema = yup.object({
  orderId: orderIdField(TRACK_ORDER_RULES.orderId),
  email: textField(TRACK_ORDER_RULES.email),
});
