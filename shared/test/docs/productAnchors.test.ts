import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Comments and docs cite the project's own docs by heading (`docs/product.md#status-moves`).
 * A renamed heading must not leave a citation pointing nowhere, and nothing may cite the
 * outside spec's section numbers or an issue number instead (docs/product.md says why).
 */

const ROOT = path.resolve(__dirname, '../../..');
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'data',
  'coverage',
  'test-results',
  '.bench',
]);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|md|json|html|ya?ml)$/;

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name) ? [] : textFiles(full);
    }
    return TEXT_FILE.test(entry.name) && entry.name !== 'package-lock.json' ? [full] : [];
  });
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces as dashes, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const outsideCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of outsideCode.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

interface Citation {
  file: string;
  doc: string;
  anchor: string;
}

/** `docs/x.md#anchor` anywhere; inside docs/ also the relative links `](x.md#a)` and `](#a)`. */
function citations(file: string, text: string): Citation[] {
  const relative = path.relative(ROOT, file);
  const found = [...text.matchAll(/\bdocs\/([\w-]+\.md)#([\w-]+)/g)].map(([, doc, anchor]) => ({
    file: relative,
    doc: doc!,
    anchor: anchor!,
  }));
  if (path.dirname(relative) === 'docs') {
    for (const [, doc, anchor] of text.matchAll(/\]\(([\w-]+\.md)?#([\w-]+)\)/g)) {
      found.push({ file: relative, doc: doc ?? path.basename(file), anchor: anchor! });
    }
  }
  return found;
}

const files = textFiles(ROOT).filter((file) => file !== __filename);
const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
const anchorsOf = new Map(
  readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name, headingAnchors(readFileSync(path.join(ROOT, 'docs', name), 'utf8'))]),
);

describe('citations of the project docs', () => {
  it('finds the citations it checks', () => {
    const all = [...texts].flatMap(([file, text]) => citations(file, text));
    expect(all.filter((cited) => cited.doc === 'product.md').length).toBeGreaterThan(50);
  });

  it('cites only headings that exist', () => {
    const broken = [...texts]
      .flatMap(([file, text]) => citations(file, text))
      .filter((cited) => !anchorsOf.get(cited.doc)?.has(cited.anchor))
      .map((cited) => `${cited.file}: docs/${cited.doc}#${cited.anchor}`);
    expect(broken).toEqual([]);
  });

  it('cites no section number of the outside spec and no issue number', () => {
    const outside = /\bspec(?:'s)? sections?\b|\bsections? \d+ of the spec\b|\bissue \d+\b/i;
    const offending = [...texts]
      .filter(([, text]) => outside.test(text))
      .map(([file]) => path.relative(ROOT, file));
    expect(offending).toEqual([]);
  });
});
