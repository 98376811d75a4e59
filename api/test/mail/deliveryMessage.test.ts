import { deliveryMessage } from '../../src/mail/deliveryMessage';

/**
 * The toast of a mail call. A route's first try can leave a mail sent, kept in the outbox or
 * pending (resendMail.test.ts and the others); failed for good comes only after the
 * dispatcher's last try, so it is held here.
 */
describe('deliveryMessage', () => {
  const outcome = (status: 'sent' | 'pending' | 'failed', error: string | null = null) => ({
    id: 1,
    status,
    channel: 'AWS' as const,
    error,
  });

  it.each([
    [outcome('sent'), 'sent through AWS'],
    [
      { ...outcome('sent'), channel: 'Outbox' as const },
      'kept in the local outbox, since AWS is not configured here',
    ],
    [outcome('pending'), 'not sent yet; it will be retried automatically'],
    [outcome('pending', 'Throttled'), 'not sent yet (Throttled); it will be retried automatically'],
    [undefined, 'not sent yet; it will be retried automatically'],
    [outcome('failed', 'Mailbox unavailable'), 'not sent (Mailbox unavailable)'],
    [outcome('failed'), 'not sent (unknown error)'],
  ])('names the mail and its address, then tells %j as %j', (told, words) => {
    expect(deliveryMessage('Rejection mail', 'jane@example.com', told, 'AWS')).toBe(
      `Rejection mail to jane@example.com: ${words}.`,
    );
  });
});
