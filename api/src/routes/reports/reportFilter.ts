import type { ReportFilter } from '@portal/shared/entities/settings';
import {
  MESSAGE_FROM_DATE_INVALID,
  MESSAGE_TO_DATE_INVALID,
} from '@portal/shared/schemas/reportSchemas';
import { ApiError } from '../../lib/apiError';
import type { ReportScope } from '../../repositories/reportRepository';

export const MESSAGE_DATES_REVERSED = 'From date must be on or before To date.';

/** Midnight UTC of a YYYY-MM-DD day that exists in the calendar, or null. */
function startOfDay(day: string): Date | null {
  const moment = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(moment.getTime()) && moment.toISOString().startsWith(day) ? moment : null;
}

/** Whole days, both inclusive: orders created from the start of fromDate to the end of toDate (UTC). */
export function toReportScope({ fromDate, toDate, search }: ReportFilter): ReportScope {
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
