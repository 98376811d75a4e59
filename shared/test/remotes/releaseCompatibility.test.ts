import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  COMPATIBLE_RANGES,
  compatibilityProblems,
  satisfiesCaret,
} from '../../src/remotes/releaseCompatibility';

const ROOT = path.resolve(__dirname, '../../..');
const versionOf = (packageJson: string) =>
  (JSON.parse(readFileSync(path.join(ROOT, packageJson), 'utf8')) as { version: string }).version;

describe('release compatibility', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.4.2', '^1.0.0', true],
    ['2.0.0', '^1.0.0', false],
    ['0.9.9', '^1.0.0', false],
    ['19.3.1', '^19.2.0', true],
    ['19.1.9', '^19.2.0', false],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.0.4', '^0.0.3', false],
    ['not a version', '^1.0.0', false],
  ])('%s satisfies %s: %s', (version, range, expected) => {
    expect(satisfiesCaret(version, range)).toBe(expected);
  });

  it('names every mismatch of a release, and none for a fitting one', () => {
    expect(
      compatibilityProblems({
        contractVersion: '2.0.0',
        sharedLibraries: { react: '18.3.1', zustand: '5.1.0', 'ag-grid-react': '1.0.0' },
      }),
    ).toEqual([
      'contract 2.0.0, this portal needs ^1.0.0',
      'react 18.3.1, this portal needs ^19.2.0',
    ]);
    expect(
      compatibilityProblems({ contractVersion: '1.0.0', sharedLibraries: { react: '19.3.1' } }),
    ).toEqual([]);
  });

  it('fits this very build: the contract package and the installed shared libraries', () => {
    expect(satisfiesCaret(versionOf('shared/package.json'), COMPATIBLE_RANGES.contract)).toBe(true);
    const libraries = Object.fromEntries(
      Object.keys(COMPATIBLE_RANGES.libraries).map((name) => [
        name,
        versionOf(`node_modules/${name}/package.json`),
      ]),
    );
    expect(
      compatibilityProblems({
        contractVersion: versionOf('shared/package.json'),
        sharedLibraries: libraries,
      }),
    ).toEqual([]);
  });
});
