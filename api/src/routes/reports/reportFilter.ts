import { Type, type Static } from '@sinclair/typebox';
import { ApiError } from '../../lib/apiError';
import { fieldMessages } from '@portal/shared/schemas/schemaTypes';
import type { ReportScope } from '../../repositories/reportRepository';

export const MESSAGE_FROM_DATE_INVALID = 'From date must be a date like 2025-01-31.';
export const MESSAGE_TO_DATE_INVALID = 'To date must be a date like 2025-01-31.';
export const MESSAGE_DATES_REVERSED = 'From date must be on or before To date.';
export const MAX_SEARCH_LENGTH = 100;

/** An empty string is no bound, as the form sends it when a date input is cleared. */
const DAY_PATTERN = '^(\\d{4}-\\d{2}-\\d{2})?$';

export const reportFilterBody = Type.Object({
  fromDate: Type.Optional(
    Type.String({ pattern: DAY_PATTERN, ...fieldMessages({ invalid: MESSAGE_FROM_DATE_INVALID }) }),
  ),
  toDate: Type.Optional(
    Type.String({ pattern: DAY_PATTERN, ...fieldMessages({ invalid: MESSAGE_TO_DATE_INVALID }) }),
  ),
  search: Type.Optional(Type.String({ maxLength: MAX_SEARCH_LENGTH })),
});

export type ReportFilterBody = Static<typeof reportFilterBody>;

/** Midnight UTC of a YYYY-MM-DD day that exists in the calendar, or null. */
function startOfDay(day: string): Date | null {
  const moment = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(moment.getTime()) && moment.toISOString().startsWith(day) ? moment : null;
}

/** Whole days, both inclusive: orders created from the start of fromDate to the end of toDate (UTC). */
export function toReportScope({ fromDate, toDate, search }: ReportFilterBody): ReportScope {
  const from = fromDate ? startOfDay(fromDate) : null;
  if (fromDate && !from) throw new ApiError(400, MESSAGE_FROM_DATE_INVALID);
  const to = toDate ? startOfDay(toDate) : null;
  if (toDate && !to) throw new ApiError(400, MESSAGE_TO_DATE_INVALID);
  if (from && to && from > to) throw new ApiError(400, MESSAGE_DATES_REVERSED);
  return {
    fromDay: fromDate || undefined,
    toDay: toDate || undefined,
    search: search?.trim() || undefined,
  };
}
