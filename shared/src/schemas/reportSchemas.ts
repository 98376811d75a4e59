import { Type } from '@sinclair/typebox';
import { FIELD_LENGTHS } from '../validation/ruleChecks';
import { fieldMessages } from './schemaTypes';

export const MESSAGE_FROM_DATE_INVALID = 'From date must be a date like 2025-01-31.';
export const MESSAGE_TO_DATE_INVALID = 'To date must be a date like 2025-01-31.';

/** An empty string is no bound, as the form sends it when a date input is cleared. */
export const DAY_PATTERN = '^(\\d{4}-\\d{2}-\\d{2})?$';

/** Report request: optional whole days (YYYY-MM-DD, inclusive) and a case-insensitive search. */
export const reportFilterSchema = Type.Object({
  fromDate: Type.Optional(
    Type.String({ pattern: DAY_PATTERN, ...fieldMessages({ invalid: MESSAGE_FROM_DATE_INVALID }) }),
  ),
  toDate: Type.Optional(
    Type.String({ pattern: DAY_PATTERN, ...fieldMessages({ invalid: MESSAGE_TO_DATE_INVALID }) }),
  ),
  search: Type.Optional(Type.String({ maxLength: FIELD_LENGTHS.search })),
});

export const countryRowSchema = Type.Object({
  nationality: Type.String(),
  count: Type.Integer(),
  standard_count: Type.Integer(),
  priority_count: Type.Integer(),
});

export const processedRowSchema = Type.Object({
  processed_by: Type.String(),
  count: Type.Integer(),
});
