import { randomBytes } from 'node:crypto';
import { rm, statfs } from 'node:fs/promises';
import path from 'node:path';
import { MAX_DOCUMENT_BYTES } from '@portal/shared/orders/documentRules';
import { writeFileAtomically } from '../storage/atomicWrite';

/** Less free space than this is a full data folder: the largest upload would not fit. */
export const MIN_FREE_BYTES = MAX_DOCUMENT_BYTES;

/** How long a passing probe's outcome is reused: a balancer probing often costs one write a second. */
export const PROBE_REUSE_MS = 1000;

/**
 * Whether the data folder can take writes (the SQLite database, local documents, the mail
 * outbox): enough free space, and a small file written, flushed and removed. A full or
 * read-only disk rejects. A passing probe is reused for PROBE_REUSE_MS and callers share one
 * still out; a failing one is not reused (failing costs no write), so the first call after
 * room is made sees it.
 */
export function dataFolderProbe(dataDir: string): () => Promise<void> {
  let last: { at: number; outcome: Promise<void> } | null = null;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= PROBE_REUSE_MS) {
      const current = { at: now, outcome: probe(dataDir) };
      current.outcome.catch(() => {
        if (last === current) last = null;
      });
      last = current;
    }
    return last.outcome;
  };
}

async function probe(dataDir: string): Promise<void> {
  const { bavail, bsize } = await statfs(dataDir);
  const free = bavail * bsize;
  if (free < MIN_FREE_BYTES) {
    throw new Error(`${dataDir} has ${free} bytes free, under ${MIN_FREE_BYTES}`);
  }
  const file = path.join(dataDir, `.ready-${randomBytes(6).toString('hex')}`);
  try {
    await writeFileAtomically(file, Buffer.from('ready\n'));
  } finally {
    await rm(file, { force: true });
  }
}
