import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataFolderProbe, PROBE_REUSE_MS } from '../../src/lifecycle/dataFolderProbe';

/** What /api/ready's data-folder check reuses, and for how long (docs/reliability.md). */
describe('dataFolderProbe', () => {
  let dataDir: string;
  let now: number;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-probe-'));
    now = Date.parse('2025-06-30T10:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reuses a passing probe for PROBE_REUSE_MS, then probes the folder again', async () => {
    const probe = dataFolderProbe(dataDir);
    await expect(probe()).resolves.toBeUndefined();
    rmSync(dataDir, { recursive: true, force: true });
    now += PROBE_REUSE_MS - 1;
    await expect(probe()).resolves.toBeUndefined();
    now += 1;
    await expect(probe()).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
