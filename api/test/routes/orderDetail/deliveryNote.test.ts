import { deliveryNote } from '../../../src/routes/orderDetail/deliveryNote';

/**
 * The words a mail call's toast ends with. A route's first try can leave a mail sent, kept
 * in the outbox or pending (resendMail.test.ts and the others); failed for good comes only
 * after the dispatcher's last try, so it is held here.
 */
describe('deliveryNote', () => {
  const outcome = (status: 'sent' | 'pending' | 'failed', error: string | null = null) => ({
    id: 1,
    status,
    channel: 'AWS' as const,
    error,
  });

  it.each([
    [outcome('sent'), 'Sent through AWS.'],
    [
      { ...outcome('sent'), channel: 'Outbox' as const },
      'AWS is not configured here, so the mail was kept in the local outbox.',
    ],
    [outcome('pending'), 'The mail could not be sent yet; it will be retried automatically.'],
    [
      outcome('pending', 'Throttled'),
      'The mail could not be sent yet (Throttled); it will be retried automatically.',
    ],
    [undefined, 'The mail could not be sent yet; it will be retried automatically.'],
    [outcome('failed', 'Mailbox unavailable'), 'The mail could not be sent: Mailbox unavailable.'],
    [outcome('failed'), 'The mail could not be sent: unknown error.'],
  ])('tells %j as %j', (told, words) => {
    expect(deliveryNote(told, 'AWS')).toBe(words);
  });
});
