import { Type } from '@sinclair/typebox';
import { MAIL_SERVICE_PROVIDERS } from '../entities/order';
import { FIELD_RULES } from '../validation/fieldRules';
import { FIELD_LENGTHS } from '../validation/ruleChecks';
import { textSchema } from './fieldSchemas';
import { BoundedInteger, fieldMessages, StringEnum } from './schemaTypes';

/** Input pieces the order page's calls share. */
export const orderIdSchema = BoundedInteger({ minimum: 1 });
export const orderIdParams = Type.Object({ orderId: orderIdSchema });
/** The address a mail goes to: required, and one plain address (validation/mailAddress). */
export const recipientSchema = textSchema(FIELD_RULES.recipient.email);
export const providerSchema = StringEnum(MAIL_SERVICE_PROVIDERS);

/** 'Y' when ticked; the page sends '' (or 'N') otherwise. */
export const flag = (name: string) =>
  Type.Optional(
    StringEnum(
      ['Y', 'N', ''],
      fieldMessages({ invalid: `${name} must be Y when ticked, or empty.` }),
    ),
  );

/** Add Comment Below's fields (docs/product.md#records). */
export const remarkInputFields = {
  orderId: orderIdSchema,
  remark: textSchema(FIELD_RULES.remark.remark),
  /** Sent by the page, but the author is always the signed-in member. */
  remarkerName: Type.Optional(Type.String({ maxLength: FIELD_LENGTHS.shortText })),
  whatsapp: flag('whatsapp'),
  telephone: flag('telephone'),
  statusRefund: flag('statusRefund'),
  voided: flag('voided'),
  chargeBack: flag('chargeBack'),
};
