import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';
import {
  ACCESS_TABLE_END,
  ACCESS_TABLE_START,
  accessTableCells,
  accessTableMarkdown,
} from '../../src/security/accessTableDoc';

const DOC = path.join(REPO_ROOT, 'docs/security.md');

describe('docs/security.md', () => {
  const doc = readFileSync(DOC, 'utf8');

  it('shows the access table the server enforces (else: npx tsc -b api && node scripts/security-table.mjs)', () => {
    const fromRoutes = `${ACCESS_TABLE_START}\n${accessTableMarkdown()}\n${ACCESS_TABLE_END}`;
    expect(accessTableCells(doc)).toEqual(accessTableCells(fromRoutes));
  });

  it('names only tests that exist', () => {
    const named = [...doc.matchAll(/`((?:api|shell|shared|e2e)\/test[^`]*\.test\.tsx?)`/g)].map(
      ([, file]) => file ?? '',
    );
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((file) => !existsSync(path.join(REPO_ROOT, file)))).toEqual([]);
  });
});
