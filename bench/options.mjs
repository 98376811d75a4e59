/** The benches' command-line numbers, checked in one place. */

/**
 * A command-line number that must be positive (`--cpu-slowdown`), or a whole one (`--runs`):
 * anything else stops the run with the option's name, rather than emulating a CPU rate of
 * NaN or measuring a number of runs other than the one printed.
 * @param {string} name
 * @param {string} value
 * @param {{ whole?: boolean }} [rule]
 */
export function positiveOption(name, value, { whole = false } = {}) {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || (whole && !Number.isInteger(number))) {
    throw new Error(`--${name} must be a positive ${whole ? 'whole ' : ''}number, not '${value}'`);
  }
  return number;
}
