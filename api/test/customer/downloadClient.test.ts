import {
  describeUserAgent,
  downloadClient,
  validTimezone,
} from '../../src/customer/downloadClient';

describe('downloadClient', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
      'Mobile Chrome-124.0.6367.82-Pixel 8-mobile',
      'Android 14',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari-17.4-Macintosh-desktop',
      'macOS 10.15.7',
    ],
    // A phone that names its maker but no model, and one that names neither.
    [
      'Opera/9.80 (BlackBerry; Opera Mini/8.0.35626/37.8281; U; en) Presto/2.12.423 Version/12.16',
      'Opera Mini-8.0.35626-BlackBerry-mobile',
      'BlackBerry',
    ],
    [
      'Mozilla/5.0 (Android 13; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
      'Mobile Firefox-125.0-Unknown-mobile',
      'Android 13',
    ],
    ['', 'Unknown-Unknown-Desktop-desktop', 'Unknown'],
  ])('describes %s', (userAgent, browser, os) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, os });
  });

  it('keeps a zone the runtime knows and falls back to UTC', () => {
    expect(validTimezone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(validTimezone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(validTimezone(' America/New_York ')).toBe('America/New_York');
    for (const zone of [undefined, '', 'Nowhere/Land', '<script>', 'A'.repeat(65)]) {
      expect(validTimezone(zone)).toBe('UTC');
    }
  });

  it('records an IPv4 client seen through IPv6 as plain IPv4', () => {
    expect(downloadClient('::ffff:203.0.113.7', undefined, 'UTC').ip).toBe('203.0.113.7');
    expect(downloadClient('2001:db8::1', undefined, 'UTC').ip).toBe('2001:db8::1');
  });
});
