import { textProblem, type TextRule } from '../../src/validation/ruleChecks';

const TOO_MANY_BYTES = 'At most 12 bytes.';
const RULE = {
  kind: 'text',
  required: 'Required.',
  maxLength: { value: 12, message: 'At most 12 characters.' },
  maxBytes: { value: 12, message: TOO_MANY_BYTES },
} satisfies TextRule;

describe('a text rule counting UTF-8 bytes', () => {
  // The last and first code points of each UTF-8 length: as many of each as 12 bytes hold.
  it.each([
    ['U+007F', 1, '\u007f'],
    ['U+0080', 2, '\u0080'],
    ['U+07FF', 2, '\u07ff'],
    ['U+0800', 3, '\u0800'],
    ['U+FFFF', 3, '\uffff'],
    ['U+10000', 4, '\u{10000}'],
  ])('counts %s as %i byte(s)', (_name, bytes, character) => {
    const fits = character.repeat(12 / bytes);
    expect(textProblem(RULE, fits)).toBeNull();
    expect(textProblem(RULE, `${fits}x`)).toBe(
      bytes === 1 ? 'At most 12 characters.' : TOO_MANY_BYTES,
    );
  });
});
