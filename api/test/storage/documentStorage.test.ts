import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  documentExists,
  documentPath,
  DocumentPathError,
  openDocument,
  readDocument,
  removeDocument,
  writeDocumentAtomically,
} from '../../src/storage/documentStorage';
import { LocalDocumentStore } from '../../src/storage/localDocumentStore';

describe('document storage', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-docs-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('places a document at <dataDir>/uploads/docs/<orderId>_<file1>', () => {
    expect(documentPath(dataDir, 100001, 'grant.pdf')).toBe(
      path.join(dataDir, 'uploads', 'docs', '100001_grant.pdf'),
    );
  });

  it.each([
    ['a parent folder', '../portal.sqlite'],
    ['a sub folder', 'x/grant.pdf'],
    ['a Windows separator', '..\\grant.pdf'],
    ['a NUL byte', 'grant\u0000.pdf'],
    ['an empty name', ''],
    ['a dot name', '..'],
  ])('refuses a name with %s', (_case, name) => {
    expect(() => documentPath(dataDir, 100001, name)).toThrow(DocumentPathError);
  });

  it('takes a name of 200 characters and refuses one of 201', () => {
    expect(documentPath(dataDir, 100001, 'a'.repeat(200))).toBe(
      path.join(dataDir, 'uploads', 'docs', `100001_${'a'.repeat(200)}`),
    );
    expect(() => documentPath(dataDir, 100001, 'a'.repeat(201))).toThrow(DocumentPathError);
  });

  it('removes by stored name only inside the documents folder', async () => {
    const outside = path.join(dataDir, 'portal.sqlite');
    writeFileSync(outside, 'the database');
    const store = new LocalDocumentStore(dataDir);
    await expect(store.removeName('../../portal.sqlite')).rejects.toThrow(
      '"../../portal.sqlite" is not a stored document name.',
    );
    expect(readFileSync(outside, 'utf8')).toBe('the database');
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses order id %p', (orderId) => {
    expect(() => documentPath(dataDir, orderId, 'grant.pdf')).toThrow(DocumentPathError);
  });

  it('finds no document under a name that is not a plain file name (a tampered row)', async () => {
    expect(await openDocument(dataDir, 100001, '../portal.sqlite')).toBeNull();
  });

  it('finds no document where a folder stands in its place', async () => {
    mkdirSync(documentPath(dataDir, 100001, 'grant.pdf'), { recursive: true });
    expect(await openDocument(dataDir, 100001, 'grant.pdf')).toBeNull();
    expect(await documentExists(dataDir, 100001, 'grant.pdf')).toBe(false);
  });

  it('finds no document when a file stands where the documents folder should be', async () => {
    mkdirSync(path.join(dataDir, 'uploads'));
    writeFileSync(path.join(dataDir, 'uploads', 'docs'), 'not a folder');
    expect(await readDocument(dataDir, 100001, 'grant.pdf')).toBeNull();
    expect(await documentExists(dataDir, 100001, 'grant.pdf')).toBe(false);
    expect(await openDocument(dataDir, 100001, 'grant.pdf')).toBeNull();
  });

  it('writes atomically, reads, streams and removes a document', async () => {
    const content = Buffer.from('%PDF-1.4 document');
    const target = await writeDocumentAtomically(dataDir, 100001, 'grant.pdf', content);
    expect(readFileSync(target)).toEqual(content);
    // Only the final file is left: no temporary file beside it.
    expect(readdirSync(path.dirname(target))).toEqual(['100001_grant.pdf']);
    expect(await readDocument(dataDir, 100001, 'grant.pdf')).toEqual(content);
    expect(await documentExists(dataDir, 100001, 'grant.pdf')).toBe(true);

    const opened = await openDocument(dataDir, 100001, 'grant.pdf');
    expect(opened?.size).toBe(content.length);
    const chunks: Buffer[] = [];
    for await (const chunk of opened?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(content);

    await removeDocument(dataDir, 100001, 'grant.pdf');
    expect(await documentExists(dataDir, 100001, 'grant.pdf')).toBe(false);
    expect(await readDocument(dataDir, 100001, 'grant.pdf')).toBeNull();
    expect(await openDocument(dataDir, 100001, 'grant.pdf')).toBeNull();
    await expect(removeDocument(dataDir, 100001, 'grant.pdf')).resolves.toBeUndefined();
  });

  it('stores one content under many names as one file on disk, and again over them', async () => {
    const store = new LocalDocumentStore(dataDir);
    const names = [1, 2, 3].map((orderId) => ({ orderId, file1: 'specimen.pdf' }));
    const inodes = () =>
      new Set(
        names.map(({ orderId, file1 }) => statSync(documentPath(dataDir, orderId, file1)).ino),
      );
    await store.putShared(Buffer.from('first'), names);
    expect(inodes().size).toBe(1);
    // A second seed over the names the first left.
    await store.putShared(Buffer.from('second'), names);
    expect(inodes().size).toBe(1);
    for (const { orderId, file1 } of names) {
      expect((await readDocument(dataDir, orderId, file1))?.toString()).toBe('second');
    }
  });

  it('replaces an existing document whole', async () => {
    await writeDocumentAtomically(dataDir, 100001, 'grant.pdf', Buffer.from('first version'));
    await writeDocumentAtomically(dataDir, 100001, 'grant.pdf', Buffer.from('second'));
    expect((await readDocument(dataDir, 100001, 'grant.pdf'))?.toString()).toBe('second');
  });

  it('leaves nothing behind when the write fails', async () => {
    // A non-empty folder where the final file should go: the rename fails.
    const blocked = documentPath(dataDir, 100001, 'blocked.pdf');
    mkdirSync(path.join(blocked, 'inside'), { recursive: true });
    await expect(
      writeDocumentAtomically(dataDir, 100001, 'blocked.pdf', Buffer.from('y')),
    ).rejects.toThrow();
    expect(readdirSync(path.dirname(blocked))).toEqual(['100001_blocked.pdf']);
  });
});
