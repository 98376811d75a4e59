import path from 'node:path';
import { outsideFault } from '../../src/db/storageErrors';
import { writeFileAtomically } from '../../src/storage/atomicWrite';
import { mountSmallFilesystem, type SmallFilesystem } from './injectors';

/**
 * A document or mail written to a full disk fails as what it is, so the route answers 503
 * (a fault outside the process) and not 500. Node 20's promise mkdir reports a folder it
 * cannot make on a full disk as ENOENT; writeFileAtomically names the real cause.
 */
describe('writing a file on a full disk', () => {
  let disk: SmallFilesystem;
  beforeAll(async () => {
    disk = await mountSmallFilesystem(8);
    disk.fill();
  });
  afterAll(async () => {
    await disk?.destroy();
  });

  it('throws ENOSPC, a fault outside the process, when the file needs a new folder', async () => {
    const error = await writeFileAtomically(
      path.join(disk.folder, 'uploads', 'docs', '7', 'visa.pdf'),
      Buffer.from('%PDF-1.4\n'),
    ).catch((caught: unknown) => caught);
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    expect(outsideFault(error)?.problem).toBe('disk full');
  });
});
