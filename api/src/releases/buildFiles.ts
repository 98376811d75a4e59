import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file of a build folder, as sorted `/`-separated paths inside it. */
export async function filesOf(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const name = path.posix.join(prefix, entry.name);
      return entry.isDirectory() ? filesOf(dir, name) : Promise.resolve([name]);
    }),
  );
  return nested.flat().sort();
}
