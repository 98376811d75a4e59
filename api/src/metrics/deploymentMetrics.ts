import { statfs } from 'node:fs/promises';
import { Gauge, type Registry } from 'prom-client';
import type { Deployments } from '../releases/deployments';
import type { ScrapeRead } from './scrapeReads';

/**
 * What runs where: the active release of each remote (`portal_release_active{remote,
 * release} 1`, read from the database at each scrape, so every instance tells the same
 * after a deploy), and the free space of DATA_DIR, read with statfs by the instance itself,
 * for hosts without a node exporter (the SQLite file, the local documents and the mails of
 * the Outbox channel live there).
 */
export function instrumentDeployment(
  registry: Registry,
  options: { deployments: () => Deployments; dataDir: string; read: ScrapeRead },
): void {
  const active = options.read('active releases', () => options.deployments().activeIds());
  new Gauge({
    name: 'portal_release_active',
    help: 'The active release of each remote: 1 for the release that is active.',
    labelNames: ['remote', 'release'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await active()) ?? []) {
        this.set({ remote: row.remote, release: row.release_id }, 1);
      }
    },
  });

  const disk = options.read('data folder', () => statfs(options.dataDir));
  new Gauge({
    name: 'portal_data_dir_free_bytes',
    help: 'Bytes free for the server in the file system of DATA_DIR.',
    registers: [registry],
    async collect() {
      this.reset();
      const stats = await disk();
      if (stats) this.set(stats.bavail * stats.bsize);
    },
  });
  new Gauge({
    name: 'portal_data_dir_size_bytes',
    help: 'Size of the file system of DATA_DIR.',
    registers: [registry],
    async collect() {
      this.reset();
      const stats = await disk();
      if (stats) this.set(stats.blocks * stats.bsize);
    },
  });
}
