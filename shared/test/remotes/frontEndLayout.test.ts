import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_ROUTES } from '../../src/api/apiRoutes';
import { HOSTS, REMOTES, type RemoteName } from '../../src/remotes/remoteModules';

// Every front end follows one layout (docs/architecture.md, "How a front end is laid out").
const ROOT = path.join(__dirname, '..', '..', '..');
const load = createRequire(__filename);
const { remoteExposes } = load(path.join(ROOT, 'webpack', 'remoteExposes.js')) as {
  remoteExposes(name: string): Record<string, string>;
};

const SRC_ENTRIES = [
  'bootstrap.tsx',
  'components',
  'features',
  'hooks',
  'index.ts',
  'lib',
  'screens',
  'styles',
];
const FEATURE_PARTS = ['api', 'components', 'hooks', 'lib'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

const remotes = Object.entries(REMOTES) as Array<[RemoteName, (typeof REMOTES)[RemoteName]]>;

describe.each(remotes)('remote %s', (name, remote) => {
  const src = path.join(ROOT, remote.folder, 'src');

  it('has one screen file per exposed module, and nothing else in screens/', () => {
    const screens = readdirSync(path.join(src, 'screens')).sort();
    expect(screens).toEqual(remote.modules.map((module) => `${module}.tsx`).sort());
  });

  it('exposes exactly the modules of the contract, each its screen', () => {
    expect(remoteExposes(name)).toEqual(
      Object.fromEntries(
        remote.modules.map((module) => [`./${module}`, `./src/screens/${module}.tsx`]),
      ),
    );
  });
});

/** Every front end, and what its src/ may hold: a host adds app/, its routes. */
const FRONT_ENDS = [
  ...Object.values(HOSTS).map((host) => [host.folder, [...SRC_ENTRIES, 'app']] as const),
  ...Object.values(REMOTES).map((remote) => [remote.folder, SRC_ENTRIES] as const),
];

describe.each(FRONT_ENDS)('front end %s', (folder, entries) => {
  const src = path.join(ROOT, folder, 'src');
  const featuresDir = path.join(src, 'features');
  const features = readdirSync(featuresDir);

  it('keeps its source in screens/, features/ and the shared components/, hooks/, lib/', () => {
    for (const entry of readdirSync(src)) expect(entries).toContain(entry);
  });

  it.each(features)('feature %s has only api/, components/, hooks/ and lib/', (feature) => {
    for (const part of readdirSync(path.join(featuresDir, feature))) {
      expect(FEATURE_PARTS).toContain(part);
    }
  });

  it('has one file per API call, named after its route key', () => {
    const apiFiles = features.flatMap((feature) => {
      const dir = path.join(featuresDir, feature, 'api');
      return existsSync(dir) ? readdirSync(dir).map((file) => path.join(dir, file)) : [];
    });
    for (const file of apiFiles) {
      const key = path.basename(file, '.ts');
      expect(Object.keys(API_ROUTES)).toContain(key);
      expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`_ROUTES\\.${key}\\b`));
    }
  });

  it('calls the API only from features/<feature>/api/', () => {
    const callers = filesUnder(src).filter((file) =>
      /\bcallApi(ForFile)?\(/.test(readFileSync(file, 'utf8')),
    );
    for (const file of callers) {
      expect(path.relative(src, file)).toMatch(/^features\/[^/]+\/api\/[^/]+\.ts$/);
    }
  });
});
