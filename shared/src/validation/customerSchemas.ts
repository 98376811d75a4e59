import * as yup from 'yup';
import { FIELD_RULES } from './fieldRules';
import { orderIdField, textField } from './yupRules';

/** The track form (docs/product.md#validation), apart from the staff schemas that customer pages never load. */
export const trackOrderSchema = yup.object({
  orderId: orderIdField(FIELD_RULES.trackOrder.orderId),
  email: textField(FIELD_RULES.trackOrder.email),
});
