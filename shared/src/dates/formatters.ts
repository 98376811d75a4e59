import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * Date formats of docs/product.md#formats-and-limits; see docs/decisions.md for 24-hour clocks and
 * EST.
 */

type DateInput = string | number | Date | null | undefined;

function valid(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed : null;
}

/** Queue lists: DD-MM-YYYY hh:mm:ss in UTC (24-hour). */
export function formatQueueDateTime(value: DateInput): string {
  return valid(value)?.format('DD-MM-YYYY HH:mm:ss') ?? '';
}

/** Refund Date: DD-MM-YYYY in UTC. */
export function formatRefundDate(value: DateInput): string {
  return valid(value)?.format('DD-MM-YYYY') ?? '';
}

/** Mail history: MM-DD-YYYY with time (UTC). */
export function formatMailDateTime(value: DateInput): string {
  return valid(value)?.format('MM-DD-YYYY HH:mm:ss') ?? '';
}

/** US Eastern Standard Time is UTC-5; a fixed offset keeps the 'EST' label true all year. */
const EST_OFFSET_MINUTES = -5 * 60;

/** Download history: MM/DD/YYYY with time in EST. */
export function formatDownloadDateTime(value: DateInput): string {
  const parsed = valid(value);
  return parsed
    ? `${parsed.utcOffset(EST_OFFSET_MINUTES).format('MM/DD/YYYY hh:mm:ss A')} EST`
    : '';
}
