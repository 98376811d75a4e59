import pg from 'pg';
import { AUDIT_CHANNEL } from '../db/migrations/090_shared_instance_state';

/** A lost listening connection is opened again after this. */
const RECONNECT_MS = 500;

/**
 * Listens on PostgreSQL for commits that wrote audit entries, on any instance sharing the
 * database (the migration's trigger notifies at commit). `onEntry` also runs each time a
 * lost connection is opened again, as commits made meanwhile were not heard.
 * Answers a function that closes the connection for good.
 */
export function openAuditFeed(
  url: string,
  onEntry: () => void,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let listenedBefore = false;

  const drop = (client: pg.Client, error?: unknown) => {
    if (current !== client) return;
    current = null;
    if (error) onError(error);
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    current = client;
    client.on('notification', () => onEntry());
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client, new Error('the listening connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${AUDIT_CHANNEL}`);
      if (current === client && listenedBefore) onEntry();
      listenedBefore = true;
    } catch (error) {
      drop(client, error);
    }
  };

  void connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  };
}
