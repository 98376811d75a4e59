import { trackFormProblemMessage } from '../../src/customer/trackFormAnswer';

describe('trackFormProblemMessage', () => {
  it('gives the message of a refusal key', () => {
    expect(trackFormProblemMessage('emailRequired')).toBe('Please enter your email');
    expect(trackFormProblemMessage('tooManyRequests')).toBe(
      'Too many requests. Please wait a few minutes and try again.',
    );
  });

  it('answers null for no key, an unknown one, or a name every object has', () => {
    for (const key of [null, '', 'nope', 'toString', 'constructor', '__proto__']) {
      expect(trackFormProblemMessage(key)).toBeNull();
    }
  });
});
