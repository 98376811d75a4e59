import { ConfigError } from '../../src/lib/configError';
import { loadMailConfig } from '../../src/mail/mailConfig';

const SITE = 'http://localhost:8081';

describe('loadMailConfig', () => {
  it('works with no mail settings at all: every mail stays in the local outbox', () => {
    const config = loadMailConfig({}, '/data', SITE);
    expect(config).toEqual({
      from: 'eVisitor Support <support@evisitor-australia.com>',
      siteUrl: SITE,
      applicationMailDomain: 'applications.evisitor-australia.com',
      outboxDir: '/data/outbox',
      ses: null,
      sendgrid: null,
      sweepIntervalMs: 15000,
    });
  });

  it('reads both providers and their endpoints', () => {
    const config = loadMailConfig(
      {
        AWS_ACCESS_KEY_ID: 'AKID',
        AWS_SECRET_ACCESS_KEY: 'secret',
        SES_REGION: 'eu-west-1',
        SES_ENDPOINT: 'http://127.0.0.1:9000/',
        SENDGRID_API_KEY: 'SG.key',
        SENDGRID_BASE_URL: 'http://127.0.0.1:9001',
        MAIL_FROM: 'Support <s@example.com>',
        APPLICATION_MAIL_DOMAIN: 'Mail.Example.com',
        MAIL_SWEEP_SECONDS: '5',
      },
      '/data',
      SITE,
    );
    expect(config.ses).toEqual({
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' },
    });
    expect(config.sendgrid).toEqual({ apiKey: 'SG.key', baseUrl: 'http://127.0.0.1:9001' });
    expect(config).toMatchObject({
      from: 'Support <s@example.com>',
      applicationMailDomain: 'mail.example.com',
      sweepIntervalMs: 5000,
    });
  });

  it('prefers SES_REGION to AWS_REGION and passes a session token on', () => {
    const config = loadMailConfig(
      {
        AWS_ACCESS_KEY_ID: 'AKID',
        AWS_SECRET_ACCESS_KEY: 'secret',
        AWS_SESSION_TOKEN: 'token',
        AWS_REGION: 'us-west-2',
        SES_REGION: 'ap-southeast-2',
      },
      '/data',
      SITE,
    );
    expect(config.ses).toEqual({
      region: 'ap-southeast-2',
      endpoint: null,
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret', sessionToken: 'token' },
    });
    expect(
      loadMailConfig(
        { AWS_ACCESS_KEY_ID: 'A', AWS_SECRET_ACCESS_KEY: 'S', AWS_REGION: 'us-west-2' },
        '/data',
        SITE,
      ).ses?.region,
    ).toBe('us-west-2');
  });

  it.each([
    [
      { AWS_ACCESS_KEY_ID: 'AKID' },
      'Set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither.',
    ],
    [
      { AWS_ACCESS_KEY_ID: 'A', AWS_SECRET_ACCESS_KEY: 'S', SES_ENDPOINT: 'ftp://x' },
      'SES_ENDPOINT must be an http(s) URL, got "ftp://x".',
    ],
    [
      { SENDGRID_API_KEY: 'SG.x', SENDGRID_BASE_URL: 'not a url' },
      'SENDGRID_BASE_URL must be an http(s) URL, got "not a url".',
    ],
    [
      { APPLICATION_MAIL_DOMAIN: 'no domain' },
      'APPLICATION_MAIL_DOMAIN must be a domain name, got "no domain".',
    ],
    [{ MAIL_SWEEP_SECONDS: '0' }, 'MAIL_SWEEP_SECONDS must be a whole number of seconds, got "0".'],
    [
      { PUBLIC_SITE_URL: 'https://track.example.com' },
      'PUBLIC_SITE_URL is no longer read: mails link to CUSTOMER_ORIGIN. Set CUSTOMER_ORIGIN to the customer site’s public origin instead.',
    ],
  ])('stops the start on %j', (env, message) => {
    expect(() => loadMailConfig(env, '/data', SITE)).toThrow(new ConfigError(message));
  });
});
