// Writes the access table of docs/security.md from the shared route table, so the document
// shows what the server enforces. Run after `npx tsc -b api` (it reads the compiled table);
// api/test/security/securityDoc.test.ts fails while the document is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import prettier from 'prettier';
import { ROOT } from './run.mjs';

const require = createRequire(import.meta.url);
const { accessTableMarkdown, withAccessTable } = require(
  path.join(ROOT, 'api/dist/security/accessTableDoc.js'),
);

const file = path.join(ROOT, 'docs/security.md');
const updated = withAccessTable(readFileSync(file, 'utf8'), accessTableMarkdown());
const options = (await prettier.resolveConfig(file)) ?? {};
writeFileSync(file, await prettier.format(updated, { ...options, filepath: file }));
console.log(`Access table of ${path.relative(ROOT, file)} written from the route table.`);
