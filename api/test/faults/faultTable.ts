/**
 * The suite's summary: one row per fault, printed once all faults ran, in the form
 * docs/reliability.md keeps ("Fault injection").
 */
export interface FaultRow {
  fault: string;
  requests: number;
  ok: number;
  /** 503 with Retry-After in the envelope: the promised answer to a fault. */
  unavailable: number;
  /** Any other 5xx, or no answer at all. */
  otherFailures: number;
  /** API processes that ended during the fault (the one a kill fault kills not counted). */
  exits: number;
  lost: number;
  /**
   * From the fault's end until every instance's /api/ready answered 200; null: not within
   * the suite's limit, or a fault only an operator ends (not waited for).
   */
  secondsToRecover: number | null;
  /** How many /api/ready probes, asked one after another, that took (the most of any URL). */
  probesToRecover: number | null;
  /** What the seconds column says when there is no figure. */
  noRecovery?: string;
}

const HEADINGS = [
  'fault',
  'requests',
  '2xx',
  '503',
  'other 5xx',
  'exits',
  'acknowledged writes lost',
  'seconds to recover',
  'probes',
];

export function faultTable(rows: readonly FaultRow[]): string {
  const cells = rows.map((row) => [
    row.fault,
    String(row.requests),
    String(row.ok),
    String(row.unavailable),
    String(row.otherFailures),
    String(row.exits),
    String(row.lost),
    row.secondsToRecover === null ? (row.noRecovery ?? 'never') : row.secondsToRecover.toFixed(2),
    row.probesToRecover === null ? '' : String(row.probesToRecover),
  ]);
  const widths = HEADINGS.map((heading, column) =>
    Math.max(heading.length, ...cells.map((row) => (row[column] ?? '').length)),
  );
  const line = (values: readonly string[]) =>
    `| ${values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(HEADINGS), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join(
    '\n',
  );
}
