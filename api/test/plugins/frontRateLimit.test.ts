import { tooManyRequestsMessage } from '../../src/plugins/frontRateLimit';

describe("the customer calls' limit message", () => {
  it.each([
    [1, 'Too many requests. Please wait 1 second and try again.'],
    [60, 'Too many requests. Please wait 60 seconds and try again.'],
    // Past a minute, whole minutes rounded up: never a wait shorter than the real one.
    [61, 'Too many requests. Please wait 2 minutes and try again.'],
    [120, 'Too many requests. Please wait 2 minutes and try again.'],
  ])('words a wait of %i seconds as %j', (seconds, message) => {
    expect(tooManyRequestsMessage(seconds)).toBe(message);
  });
});
