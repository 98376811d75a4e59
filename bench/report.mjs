import { cpus, totalmem } from 'node:os';
import { TARGETS } from './targets.mjs';

const ms = (value) => value.toFixed(2);

/** One line per measured request while the bench runs. */
export function formatRow(row) {
  return `${row.name.padEnd(32)} p50 ${ms(row.p50).padStart(8)} ms  p99 ${ms(row.p99).padStart(8)} ms  ${Math.round(row.rps).toString().padStart(6)} req/s  x${row.ratio.toFixed(1)}`;
}

/**
 * The run as markdown: what was run, on what, and every figure with its target.
 * @param {{ command: string, seed: { orders: number, seconds: number, reused: boolean },
 *   baseline: import('./measure.mjs').Figures, rows: Array<any>, seconds: number,
 *   connections: number, browser?: { signInToFirstRows: { median: number }, sidebarSwitch: { median: number } },
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
    `- Latency: one request at a time for ${run.seconds} s per row (p50, p99). Throughput: ${run.connections} connections for ${run.seconds} s. Ratio: the baseline's req/s over ours (how many times the minimal Fastify route's rate).`,
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
  if (run.browser) {
    const { signInToFirstRows, sidebarSwitch } = run.browser;
    lines.push(
      '',
      '| Browser timing (headless Chromium, median of 10) | ms | target | met |',
      '| --- | ---: | ---: | --- |',
      `| Sign In pressed → first New Orders rows visible | ${signInToFirstRows.median.toFixed(0)} | < 400 | ${signInToFirstRows.median < 400 ? 'yes' : 'no'} |`,
      `| sidebar item clicked → its rows visible | ${sidebarSwitch.median.toFixed(0)} | < 150 | ${sidebarSwitch.median < 150 ? 'yes' : 'no'} |`,
    );
  }
  if (run.bundles) lines.push('', run.bundles);
  return `${lines.join('\n')}\n`;
}
