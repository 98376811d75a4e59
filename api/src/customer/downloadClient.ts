import { UAParser } from 'ua-parser-js';

/** Who downloaded a document, as the download history records it (docs/product.md#records). */
export interface DownloadClient {
  ip: string;
  timezone: string;
  /** Dash-separated: browser, version, device, device type. */
  browser: string;
  os: string;
}

const UNKNOWN = 'Unknown';
/** Desktop browsers report no device; the history names them like the demo data does. */
const DESKTOP_DEVICE = 'Desktop';
const DESKTOP_TYPE = 'desktop';
const MAX_ZONE_LENGTH = 64;

/** The IANA zone the browser sent, as sent, when the runtime knows it; else 'UTC'. */
export function validTimezone(zone: string | undefined): string {
  const candidate = zone?.trim() ?? '';
  if (candidate === '' || candidate.length > MAX_ZONE_LENGTH) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: candidate });
    return candidate;
  } catch {
    return 'UTC';
  }
}

/** 'Chrome-124.0.0.0-Desktop-desktop', 'Mobile Safari-17.4-iPhone-mobile' and the OS, e.g. 'iOS 17.4'. */
export function describeUserAgent(
  userAgent: string | undefined,
): Pick<DownloadClient, 'browser' | 'os'> {
  const { browser, device, os } = UAParser(userAgent ?? '');
  const deviceName = device.model ?? (device.type ? (device.vendor ?? UNKNOWN) : DESKTOP_DEVICE);
  const parts = [
    browser.name ?? UNKNOWN,
    browser.version ?? UNKNOWN,
    deviceName,
    device.type ?? DESKTOP_TYPE,
  ];
  return {
    browser: parts.join('-'),
    os: os.name ? [os.name, os.version].filter(Boolean).join(' ') : UNKNOWN,
  };
}

/** An IPv4 client seen through an IPv6 socket is recorded as plain IPv4. */
export function plainIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}

export function downloadClient(
  ip: string,
  userAgent: string | undefined,
  zone: string | undefined,
): DownloadClient {
  return { ip: plainIp(ip), timezone: validTimezone(zone), ...describeUserAgent(userAgent) };
}
