/**
 * Remarks are stamped with the date and time in US Eastern time (us_date, us_time;
 * docs/product.md#records).
 */
const EASTERN = 'America/New_York';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: EASTERN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** `{ usDate: 'YYYY-MM-DD', usTime: 'hh:mm:ss AM' }` of a moment, in US Eastern time. */
export function toUsEastern(moment: Date): { usDate: string; usTime: string } {
  return { usDate: dateFormat.format(moment), usTime: timeFormat.format(moment) };
}
