import { rmSync } from 'node:fs';
import path from 'node:path';
import { publishRelease } from '../../src/releases/publishRelease';
import { FolderReleaseStore } from '../../src/releases/releaseStore';
import { makeTempDir, writeFiles } from '../helpers/testApp';

/** A fake build of a remote: the files a release needs, `text` making each build different. */
export async function publishFakeRelease(
  releasesDir: string,
  options: { remote?: string; text: string; contractVersion?: string; react?: string },
): Promise<string> {
  const buildDir = makeTempDir();
  try {
    writeFiles(buildDir, {
      'mf-manifest.json': JSON.stringify({
        name: options.remote ?? 'queues',
        shared: [
          { name: 'react', version: options.react ?? '19.3.1' },
          { name: '@portal/shared/api/apiClient', version: '1.0.0' },
        ],
      }),
      'remoteEntry.js': `var queues; // ${options.text}`,
      'src_Queue.0a1b2c3d.js': options.text,
    });
    const { metadata } = await publishRelease(new FolderReleaseStore(releasesDir), {
      remote: options.remote ?? 'queues',
      buildDir,
      version: '1.0.0',
      contractVersion: options.contractVersion ?? '1.0.0',
      repoDir: path.resolve(__dirname, '../../..'),
    });
    return metadata.id;
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
}
