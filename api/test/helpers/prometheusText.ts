import { execFileSync } from 'node:child_process';

/** Debian's promtool (package prometheus): the reference reader of the text format. */
export const PROMTOOL = '/usr/bin/promtool';

/** The metric families a /metrics answer declares (its `# TYPE` lines). */
export function metricFamilies(text: string): Set<string> {
  return new Set([...text.matchAll(/^# TYPE (\S+) \S+$/gm)].map((match) => match[1] ?? ''));
}

/**
 * The value of one series, named as the text writes it: `name` or `name{a="x",b="y"}` with
 * the labels in the order the metric declares them; undefined when it is not there.
 */
export function sampleValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/**
 * promtool's findings on a /metrics answer, one a line: a format error, or a naming lint.
 * prom-client's own `nodejs_active_*_total` gauges break a naming rule under names every
 * Node dashboard knows; those are left out, so what remains is ours.
 */
export function promtoolFindings(text: string): string[] {
  let output: string;
  try {
    output = execFileSync(PROMTOOL, ['check', 'metrics'], {
      input: text,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    output = `${failed.stdout ?? ''}${failed.stderr ?? ''}` || String(error);
  }
  return output
    .split('\n')
    .filter((line) => line !== '' && !/^nodejs_active_\w+_total non-counter/.test(line));
}
