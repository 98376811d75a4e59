// `npm run bench -- --db both`: one table with each request on SQLite and on PostgreSQL,
// measured in the same run, in turns, against the same minimal route.
import { cpus, totalmem } from 'node:os';
import { DIALECT_NAMES } from './databases.mjs';
import { LATENCY_ROUNDS } from './measure.mjs';
import { TARGETS } from './targets.mjs';

const ms = (value) => value.toFixed(2);

/**
 * @param {{ command: string,
 *   seeds: Record<string, { orders: number, seconds: number, reused: boolean }>,
 *   baseline: import('./measure.mjs').Figures,
 *   rows: Record<string, Array<any>>, seconds: number, connections: number,
 *   load: { before: number[], after: number[] } }} run
 *   `rows` per dialect, in the same scenario order.
 */
export function sideBySideReport(run) {
  const dialects = Object.keys(run.rows);
  const machine = `${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const load = (values) => values.map((value) => value.toFixed(1)).join(' / ');
  const seedLine = (dialect) => {
    const seed = run.seeds[dialect];
    const reused = seed.reused ? ' (seeded by an earlier run)' : '';
    const met = seed.seconds < 120 ? 'met' : '**not met**';
    return `${DIALECT_NAMES[dialect]} ${seed.orders.toLocaleString('en')} orders in **${seed.seconds.toFixed(0)} s**${reused}, target under 120 s: ${met}`;
  };
  const header = dialects.flatMap((dialect) => [
    `${DIALECT_NAMES[dialect]} p50`,
    'p99',
    'ratio',
    'met',
  ]);
  const table = [
    `| Request | ${header.join(' | ')} | target p99 |`,
    `| --- | ${header.map((cell) => (cell === 'met' ? '---' : '---:')).join(' | ')} | ---: |`,
    `| baseline: minimal Fastify route | ${dialects.map(() => `${ms(run.baseline.p50)} | ${ms(run.baseline.p99)} | 1.0 |`).join(' | ')} | |`,
    ...run.rows[dialects[0]].map((first, index) => {
      const target = TARGETS[first.target].p99;
      const cells = dialects.map((dialect) => {
        const row = run.rows[dialect][index];
        const met = row.samples > 0 && row.p99 < target ? 'yes' : 'no';
        return `${ms(row.p50)} | ${ms(row.p99)} | ${row.ratio.toFixed(1)} | ${met}`;
      });
      return `| ${first.name} | ${cells.join(' | ')} | < ${target} |`;
    }),
  ];
  return `${[
    `- Command: \`${run.command}\``,
    `- Date: ${new Date().toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `- Machine: ${machine}; load average (1/5/15 min) ${load(run.load.before)} at the start, ${load(run.load.after)} at the end`,
    `- Seed: ${dialects.map(seedLine).join('; ')}`,
    `- Latency: one request at a time for ${run.seconds} s per cell, in ${LATENCY_ROUNDS} rounds of every request on each database and the baseline in turn (p50, p99, ms). Ratio: the baseline's req/s (${Math.round(run.baseline.rps)}, ${run.connections} connections for ${run.seconds} s) over ours.`,
    '',
    ...table,
  ].join('\n')}\n`;
}
