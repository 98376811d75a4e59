import path from 'node:path';
import { ConfigError } from '../lib/configError';

/** Amazon SES (v2 API): used for 'AWS' mails when credentials are set. */
export interface SesConfig {
  region: string;
  /** Another SES endpoint (a local fake in tests); null for AWS's own. */
  endpoint: string | null;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/** SendGrid: used for 'Sendgrid' mails when an API key is set. */
export interface SendgridConfig {
  apiKey: string;
  /** Another API host (a local fake in tests); null for SendGrid's own. */
  baseUrl: string | null;
}

export interface MailConfig {
  /** Sender of every mail, e.g. `eVisitor Support <support@example.com>`. */
  from: string;
  /** Origin of the customer site, which mails link to. */
  siteUrl: string;
  /** An order's Application Email Address is `<orderId>@<this domain>`. */
  applicationMailDomain: string;
  /** Where the local outbox writes each mail as an .eml file. */
  outboxDir: string;
  ses: SesConfig | null;
  sendgrid: SendgridConfig | null;
  /** How often pending mails are swept up and (re)tried. */
  sweepIntervalMs: number;
}

const DEFAULT_FROM = 'eVisitor Support <support@evisitor-australia.com>';
const DEFAULT_APPLICATION_MAIL_DOMAIN = 'applications.evisitor-australia.com';
const DEFAULT_SWEEP_SECONDS = 15;

/**
 * Mail settings from the environment. A provider without credentials is simply absent:
 * its mails then go to the local outbox, so the portal works with no mail account at all.
 * Links go to `customerSite`, the one customer origin the staff site's links use too.
 */
export function loadMailConfig(
  env: NodeJS.ProcessEnv,
  dataDir: string,
  customerSite: string,
): MailConfig {
  if (env.PUBLIC_SITE_URL) {
    // A setting that is quietly ignored would send every mail's link to localhost.
    throw new ConfigError(
      'PUBLIC_SITE_URL is no longer read: mails link to CUSTOMER_ORIGIN. Set CUSTOMER_ORIGIN to the customer site’s public origin instead.',
    );
  }
  return {
    from: env.MAIL_FROM || DEFAULT_FROM,
    siteUrl: customerSite,
    applicationMailDomain: checkDomain(
      env.APPLICATION_MAIL_DOMAIN || DEFAULT_APPLICATION_MAIL_DOMAIN,
    ),
    outboxDir: path.join(dataDir, 'outbox'),
    ses: sesConfig(env),
    sendgrid: env.SENDGRID_API_KEY
      ? {
          apiKey: env.SENDGRID_API_KEY,
          baseUrl: env.SENDGRID_BASE_URL
            ? checkUrl('SENDGRID_BASE_URL', env.SENDGRID_BASE_URL)
            : null,
        }
      : null,
    sweepIntervalMs: sweepSeconds(env.MAIL_SWEEP_SECONDS) * 1000,
  };
}

function sesConfig(env: NodeJS.ProcessEnv): SesConfig | null {
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId && !secretAccessKey) return null;
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError('Set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither.');
  }
  return {
    region: env.SES_REGION || env.AWS_REGION || 'us-east-1',
    endpoint: env.SES_ENDPOINT ? checkUrl('SES_ENDPOINT', env.SES_ENDPOINT) : null,
    credentials: {
      accessKeyId,
      secretAccessKey,
      ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
    },
  };
}

function checkUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}".`);
  }
  return value.replace(/\/$/, '');
}

function checkDomain(value: string): string {
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i.test(value)) {
    throw new ConfigError(`APPLICATION_MAIL_DOMAIN must be a domain name, got "${value}".`);
  }
  return value.toLowerCase();
}

function sweepSeconds(value: string | undefined): number {
  if (!value) return DEFAULT_SWEEP_SECONDS;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new ConfigError(`MAIL_SWEEP_SECONDS must be a whole number of seconds, got "${value}".`);
  }
  return seconds;
}
