import { rmSync } from 'node:fs';
import path from 'node:path';
import { API_ROUTES } from '@portal/shared/api/apiRoutes';
import { routeFiles } from '../../src/routes';
import { makeTempDir, writeFiles } from '../helpers/testApp';

const KEYS = Object.keys(API_ROUTES);

/** A routes folder with a file for each key (in a feature folder) plus `extra` files. */
function routesFolder(keys: string[], extra: Record<string, string> = {}): string {
  const folder = makeTempDir();
  writeFiles(folder, {
    ...Object.fromEntries(keys.map((key) => [`feature/${key}.ts`, ''])),
    ...extra,
  });
  return folder;
}

describe('the route files, found by their names (api/src/routes)', () => {
  const folders: string[] = [];
  const temporary = (folder: string) => (folders.push(folder), folder);
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('finds one file for every call of the table, named after its key, and no helper', () => {
    const files = routeFiles();
    expect([...files.keys()].sort()).toEqual([...KEYS].sort());
    for (const [key, file] of files) expect(path.parse(file).name).toBe(key);
    expect([...files.values()].map((file) => path.basename(file))).not.toContain('listCursor.ts');
  });

  it('takes compiled files as well, and skips their declarations and source maps', () => {
    const folder = temporary(
      routesFolder([], {
        ...Object.fromEntries(
          KEYS.flatMap((key) => [
            [`feature/${key}.js`, ''],
            [`feature/${key}.d.ts`, ''],
            [`feature/${key}.js.map`, ''],
          ]),
        ),
      }),
    );
    expect([...routeFiles(folder).values()].every((file) => file.endsWith('.js'))).toBe(true);
  });

  it('refuses to start when a call of the table has no file', () => {
    const folder = temporary(routesFolder(KEYS.filter((key) => key !== 'ordersList')));
    expect(() => routeFiles(folder)).toThrow('Routes without a file: ordersList');
  });

  it('refuses to start when a call has two files', () => {
    const folder = temporary(routesFolder(KEYS, { 'other/ordersList.ts': '' }));
    expect(() => routeFiles(folder)).toThrow(/Route ordersList has two files/);
  });
});
