import { mkdtempSync, rmSync } from 'node:fs';
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
  it('compiles remote-queues in development mode without an error', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const factory = require(path.join(ROOT, 'remote-queues/webpack.config.js')) as ConfigFactory;
    const outDir = mkdtempSync(path.join(tmpdir(), 'squad-build-'));
    try {
      const config = factory(undefined, { mode: 'development' });
      const stats = await compile({
        ...config,
        output: { ...config.output, path: outDir },
        devtool: false,
      });
      const { errors } = stats.toJson({ all: false, errors: true });
      expect((errors ?? []).map((error) => error.message)).toEqual([]);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 240_000);
});
