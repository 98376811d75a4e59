import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration, type Stats } from 'webpack';

// `npm run serve -w remote-queues` is `webpack serve --mode development` of this config:
// a squad's loop must compile without errors, or the dev server refuses to hot-reload.
const ROOT = path.resolve(__dirname, '../..');
type ConfigFactory = (env: unknown, argv: { mode: 'development' }) => Configuration;

function compile(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) reject(error ?? new Error('no stats'));
      else resolve(stats);
    });
  });
}

describe('a squad’s development build', () => {
  let outDir: string;
  let errors: string[];
  beforeAll(async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const factory = require(path.join(ROOT, 'remote-queues/webpack.config.js')) as ConfigFactory;
    outDir = mkdtempSync(path.join(tmpdir(), 'squad-build-'));
    const config = factory(undefined, { mode: 'development' });
    const stats = await compile({
      ...config,
      output: { ...config.output, path: outDir },
      devtool: false,
    });
    errors = (stats.toJson({ all: false, errors: true }).errors ?? []).map(
      (error) => error.message,
    );
  }, 240_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('compiles remote-queues in development mode without an error', () => {
    expect(errors).toEqual([]);
  });

  it('gives the standalone page one webpack runtime, so every hot update applies', () => {
    // With remoteEntry.js beside main.js, two runtimes of one name shared the hot-update
    // callback, and the second edit failed with 'Loading hot update chunk main failed'.
    const page = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const scripts = [...page.matchAll(/<script[^>]*\bsrc="?([^" >]+)/g)].map((match) => match[1]);
    expect(scripts).toEqual(['/main.js']);
  });
});
