import { memberNameKey } from '../../src/lib/memberNameKey';

describe('memberNameKey', () => {
  it.each([
    ['Jens Straße', 'JENS STRASSE'],
    // A final sigma and a plain one are one letter in another case.
    ['Οδυσσευσ', 'Οδυσσευς'],
    ['Tina\u00a0Telecaller', 'tina  telecaller'],
    ['\uff34\uff49\uff4e\uff41', 'Tina'],
  ])('gives %j and %j, which look alike, one key', (one, other) => {
    expect(memberNameKey(one)).toBe(memberNameKey(other));
  });

  it('keeps names apart that differ by more than look', () => {
    expect(memberNameKey('Tina Telecaller')).not.toBe(memberNameKey('Tina Telecallers'));
    expect(memberNameKey('Jens Strasse')).not.toBe(memberNameKey('Jens Strase'));
  });
});
