import {
  formatDownloadDateTime,
  formatMailDateTime,
  formatQueueDateTime,
  formatRefundDate,
} from '../../src/dates/formatters';

const instant = '2025-03-05T14:07:09.000Z';

describe('date formats', () => {
  it('formats queue dates as DD-MM-YYYY hh:mm:ss in UTC', () => {
    expect(formatQueueDateTime(instant)).toBe('05-03-2025 14:07:09');
  });

  it('formats refund dates as DD-MM-YYYY in UTC', () => {
    expect(formatRefundDate('2025-12-31T23:59:59Z')).toBe('31-12-2025');
  });

  it('formats mail history as MM-DD-YYYY with time', () => {
    expect(formatMailDateTime(instant)).toBe('03-05-2025 14:07:09');
  });

  it('formats download history as MM/DD/YYYY in EST (UTC-5)', () => {
    expect(formatDownloadDateTime(instant)).toBe('03/05/2025 09:07:09 AM EST');
    expect(formatDownloadDateTime('2025-07-01T03:00:00Z')).toBe('06/30/2025 10:00:00 PM EST');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatQueueDateTime(null)).toBe('');
    expect(formatQueueDateTime(undefined)).toBe('');
    expect(formatDownloadDateTime(undefined)).toBe('');
    expect(formatRefundDate('')).toBe('');
    expect(formatMailDateTime('not a date')).toBe('');
  });
});
