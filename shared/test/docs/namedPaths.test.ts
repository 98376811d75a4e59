import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The README and docs/ name files by their path from the project root (`api/src/app.ts`), so
 * that a newcomer can open them. A file moved or removed must not leave a doc naming nothing.
 */

const ROOT = path.resolve(__dirname, '../../..');
/** Folders of the checkout that are not the project's own files. */
const NOT_SOURCE = new Set(['node_modules', 'data']);

/** The project's top-level folders: a path the docs name starts with one of them. */
const topFolders = new Set(
  readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_SOURCE.has(entry.name))
    .filter((entry) => !entry.name.startsWith('.') || entry.name === '.ci')
    .map((entry) => entry.name),
);

const docs = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** A file's path in code type, without a `#heading` or `:line` after it. */
const FILE_PATH = /^([\w.-]+)\/[\w./-]*\.\w+$/;

/**
 * Every file path `doc` names in code type (`a/b.ts`). A pattern such as `<app>/src/index.ts`
 * stands for many files, not one, and is passed over.
 */
function namedPaths(doc: string): string[] {
  const text = readFileSync(path.join(ROOT, doc), 'utf8');
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, token]) => token!.replace(/[#:].*$/, ''))
    .filter((token) => topFolders.has(FILE_PATH.exec(token)?.[1] ?? ''));
}

describe('paths the docs name', () => {
  const named = docs.flatMap((doc) => namedPaths(doc).map((file) => ({ doc, file })));

  it('finds the paths it checks', () => {
    expect(named.length).toBeGreaterThan(100);
    expect(named).toContainEqual({ doc: 'README.md', file: 'web/src/api/apiClient.ts' });
  });

  it('names only files that exist', () => {
    const missing = named.filter(({ file }) => !existsSync(path.join(ROOT, file)));
    expect(missing).toEqual([]);
  });
});
