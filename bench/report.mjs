import { cpus, totalmem } from 'node:os';
import { LATENCY_ROUNDS } from './measure.mjs';
import { BROWSER_TARGETS, FIGURES, TARGETS } from './targets.mjs';

const ms = (value) => value.toFixed(2);

/** One line per measured request while the bench runs. */
export function formatRow(row) {
  return `${row.name.padEnd(32)} p50 ${ms(row.p50).padStart(8)} ms  p99 ${ms(row.p99).padStart(8)} ms  ${Math.round(row.rps).toString().padStart(6)} req/s  x${row.ratio.toFixed(1)}`;
}

/**
 * The run as markdown: what was run, on what, and every figure with its target.
 * @param {{ command: string, seed: { orders: number, seconds: number, reused: boolean },
 *   baseline: import('./measure.mjs').Figures, rows: Array<any>, seconds: number,
 *   connections: number, browser?: import('./browserTimings.mjs').BrowserTimings,
 *   bundles?: string }} run
 */
export function markdownReport(run) {
  const machine = `${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const seedNote = run.seed.reused ? ' (seeded by an earlier run; `--reseed` seeds again)' : '';
  const seedMet = run.seed.seconds < 120 ? 'met' : '**not met**';
  const lines = [
    `- Command: \`${run.command}\``,
    `- Date: ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `- Machine: ${machine}`,
    `- Seed: ${run.seed.orders.toLocaleString('en')} orders in **${run.seed.seconds.toFixed(0)} s**${seedNote}; target under 120 s: ${seedMet}`,
    `- Latency: one request at a time for ${run.seconds} s per row, in ${LATENCY_ROUNDS} rounds of every request and the baseline in turn (p50, p99). Throughput: ${run.connections} connections for ${run.seconds} s. Ratio: the baseline's req/s over ours (how many times the minimal Fastify route's rate).`,
    '',
    '| Request | p50 ms | p99 ms | req/s | ratio | target p99 | met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    `| baseline: minimal Fastify route | ${ms(run.baseline.p50)} | ${ms(run.baseline.p99)} | ${Math.round(run.baseline.rps)} | 1.0 | | |`,
    ...run.rows.map((row) => {
      const target = TARGETS[row.target].p99;
      const met = row.samples > 0 && row.p99 < target ? 'yes' : 'no';
      return `| ${row.name} | ${ms(row.p50)} | ${ms(row.p99)} | ${Math.round(row.rps)} | ${row.ratio.toFixed(1)} | < ${target} | ${met} |`;
    }),
  ];
  if (run.browser) lines.push('', browserTable(run.browser));
  if (run.bundles) lines.push('', run.bundles);
  return `${lines.join('\n')}\n`;
}

const kib = (bytes) => (bytes / 1024).toFixed(1);

/** @param {import('./browserTimings.mjs').Span} span */
const wire = (span) =>
  `${span.requests} / ${kib(span.bytes)} / ${kib(span.scriptBytes)} / ${span.depth}`;

/**
 * The browser timings as a markdown table: each figure cold and warm per network, with
 * what it took on the wire and its target.
 * @param {import('./browserTimings.mjs').BrowserTimings} timings
 */
export function browserTable(timings) {
  const lines = [
    '| Browser timing (median of 10) | network | cold ms | cold wire | warm ms | warm wire | target | met |',
    '| --- | --- | ---: | --- | ---: | --- | --- | --- |',
  ];
  for (const [network, { cold, warm }] of Object.entries(timings)) {
    for (const [figure, label] of Object.entries(FIGURES)) {
      const targets = BROWSER_TARGETS.filter(
        (target) => target.network === network && target.figure === figure,
      );
      const measured = { cold, warm };
      const met = targets.map((target) =>
        measured[target.visit][figure].ms < target.ms ? 'yes' : '**no**',
      );
      lines.push(
        `| ${label} | ${network} | ${cold[figure].ms.toFixed(0)} | ${wire(cold[figure])} | ${warm[figure].ms.toFixed(0)} | ${wire(warm[figure])} | ${targets.map((target) => `${target.visit} < ${target.ms}`).join(', ')} | ${met.join(', ')} |`,
      );
    }
  }
  lines.push(
    '',
    'Wire: requests / KiB over the wire (compressed, headers included; cache hits cost 0) / of which scripts / request-chain depth.',
  );
  return lines.join('\n');
}
