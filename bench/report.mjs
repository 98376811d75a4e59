import { cpus, totalmem } from 'node:os';
import { bundleReport } from './bundles.mjs';
import { TARGETS } from './targets.mjs';

const ms = (value) => value.toFixed(2).padStart(8);

export function formatRow(row) {
  return `${row.name.padEnd(32)} p50 ${ms(row.p50)} ms  p99 ${ms(row.p99)} ms  ${Math.round(row.rps).toString().padStart(6)} req/s  x${row.ratio.toFixed(1)}`;
}

export function printReport({ seed, baseline, rows, load }) {
  const machine = `${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`;
  const lines = [
    '',
    `Date: ${new Date().toISOString()}`,
    `Machine: ${machine}`,
    `Seed: ${seed.orders} orders in ${seed.seconds.toFixed(1)} s${seed.reused ? ' (reused from an earlier run; --reseed to seed again)' : ''}`,
    `Load: ${load}; ratio = baseline req/s / req/s (how many times slower)`,
    '',
    '| Request | p50 ms | p99 ms | req/s | ratio | target p99 | met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    `| baseline: minimal Fastify route | ${baseline.p50.toFixed(2)} | ${baseline.p99.toFixed(2)} | ${Math.round(baseline.rps)} | 1.0 | | |`,
    ...rows.map((row) => {
      const target = TARGETS[row.target].p99;
      // No answer within the run (each took longer than it) is a miss, not a p99 of 0.
      const met = row.requests > 0 && row.p99 < target ? 'yes' : 'no';
      return `| ${row.name} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${Math.round(row.rps)} | ${row.ratio.toFixed(1)} | < ${target} | ${met} |`;
    }),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

export function printBundles() {
  const report = bundleReport();
  if (report.length === 0) {
    process.stdout.write('\nBundles: no dist folders; run `npm run build` first.\n');
    return;
  }
  process.stdout.write(
    '\n| App | own JS raw KB | own JS gzip KB | files |\n| --- | ---: | ---: | ---: |\n',
  );
  for (const app of report) {
    process.stdout.write(
      `| ${app.app} | ${(app.raw / 1024).toFixed(1)} | ${(app.gzip / 1024).toFixed(1)} | ${app.files} |\n`,
    );
  }
}
