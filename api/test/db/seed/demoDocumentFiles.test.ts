import { rmSync } from 'node:fs';
import { DemoDocumentFiles, demoDocumentFile } from '../../../src/db/seed/demoDocumentFiles';
import { placeSpecimenDocuments } from '../../../src/db/seed/seedDemoDocuments';
import { LocalDocumentStore } from '../../../src/storage/localDocumentStore';
import { makeTempDir } from '../../helpers/testApp';

/** Orders 1..count, every third one refused: more than the first capacity, so the list grows. */
function filesOf(count: number): DemoDocumentFiles {
  const files = new DemoDocumentFiles();
  for (let orderId = 1; orderId <= count; orderId++) files.add(orderId, orderId % 3 === 0);
  return files;
}

describe('DemoDocumentFiles', () => {
  it('gives back the oldest documents of each kind, in order, named as the orders name them', () => {
    const files = filesOf(3000);
    expect(files.length).toBe(3000);
    const refused = [...files.refs(true, 2500)];
    const granted = [...files.refs(false, 2500)];
    expect(refused.map((ref) => ref.orderId)).toEqual(
      Array.from({ length: 833 }, (_, index) => 3 * (index + 1)),
    );
    expect(granted).toHaveLength(2500 - 833);
    expect(granted.every((ref) => ref.orderId % 3 !== 0 && ref.orderId <= 2500)).toBe(true);
    expect(refused[0]).toEqual({ orderId: 3, file1: demoDocumentFile(3, true) });
    expect(granted[0]).toEqual({ orderId: 1, file1: 'evisitor-grant-1.pdf' });
  });

  it('knows when the oldest documents hold none of a kind, and never reads past the last', () => {
    const files = filesOf(2);
    expect(files.hasKind(false, 2)).toBe(true);
    expect(files.hasKind(true, 2)).toBe(false);
    expect(files.hasKind(true, 1000)).toBe(false);
    expect([...files.refs(false, 1000)].map((ref) => ref.orderId)).toEqual([1, 2]);
    expect([...files.refs(false, -5)]).toEqual([]);
  });
});

describe('placeSpecimenDocuments', () => {
  it('stores a file for each of the oldest documents and none for the newer ones', async () => {
    const dataDir = makeTempDir();
    try {
      const store = new LocalDocumentStore(dataDir);
      await placeSpecimenDocuments(store, filesOf(1500), 1200);
      const stored = new Set<string>();
      for await (const { name } of store.list()) stored.add(name);
      expect(stored.size).toBe(1200);
      expect(stored.has(`1200_${demoDocumentFile(1200, true)}`)).toBe(true);
      expect(stored.has(`1199_${demoDocumentFile(1199, false)}`)).toBe(true);
      expect(stored.has(`1201_${demoDocumentFile(1201, false)}`)).toBe(false);
      const specimen = await store.read(3, demoDocumentFile(3, true));
      expect(specimen?.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
