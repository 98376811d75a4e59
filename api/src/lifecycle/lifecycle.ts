import type { Server } from 'node:http';

export type LifecycleHook = () => unknown;

interface NamedHook {
  name: string;
  run: LifecycleHook;
}

export interface LifecycleOptions {
  /** How long requests in flight may take to finish once draining starts; then they are cut. */
  drainTimeoutMs: number;
  /** A failed hook is reported and the stop goes on, so the database still closes. */
  onHookError: (hook: string, error: unknown) => void;
}

/**
 * How an instance stops without failing a client (docs/deployment.md#graceful-shutdown).
 * Closing the app:
 * 1. drains: `draining` turns true (/api/ready answers 503, every answer closes its
 *    connection), the drain hooks run (live-update streams end, so browsers reconnect to
 *    another instance) and every listener stops accepting connections;
 * 2. answers the requests already in flight, for at most `drainTimeoutMs`, then cuts the rest;
 * 3. runs the shutdown hooks (the mail dispatcher ends its current send); the database
 *    closes last.
 * Features register into these lists rather than adding close hooks of their own, so the
 * order of a stop is written in one place.
 */
export class Lifecycle {
  private readonly drainHooks: NamedHook[] = [];
  private readonly shutdownHooks: NamedHook[] = [];
  private readonly listeners = new Set<Server>();
  private listenersClosed: Array<Promise<void>> = [];
  private deadline: NodeJS.Timeout | null = null;
  private isDraining = false;

  constructor(private readonly options: LifecycleOptions) {}

  /** True from the moment the instance starts stopping. */
  get draining(): boolean {
    return this.isDraining;
  }

  /** Runs as draining starts, while requests in flight are still being answered. */
  onDrain(name: string, run: LifecycleHook): void {
    this.drainHooks.push({ name, run });
  }

  /**
   * Runs once every request is answered (or cut), before the database closes; the last
   * registered runs first, so a hook never finds what it uses (the document store) closed.
   */
  onShutdown(name: string, run: LifecycleHook): void {
    this.shutdownHooks.push({ name, run });
  }

  /** A listener besides the app's own (the customer site): it drains and closes with the app. */
  addListener(server: Server): void {
    this.listeners.add(server);
  }

  /** Step 1. `appServer` is the app's own listener, which Fastify closes right after. */
  async drain(appServer: Server): Promise<void> {
    if (this.isDraining) return;
    this.isDraining = true;
    const servers = [appServer, ...this.listeners];
    this.deadline = setTimeout(() => {
      for (const server of servers) server.closeAllConnections();
    }, this.options.drainTimeoutMs);
    // Node's close() stops accepting and ends idle keep-alive connections at once.
    this.listenersClosed = [...this.listeners].map(
      (server) => new Promise<void>((resolve) => server.close(() => resolve())),
    );
    await this.runAll(this.drainHooks);
  }

  /** Step 3, once the app's own listener has closed. */
  async shutDown(): Promise<void> {
    await Promise.all(this.listenersClosed);
    if (this.deadline) clearTimeout(this.deadline);
    await this.runAll([...this.shutdownHooks].reverse());
  }

  private async runAll(hooks: readonly NamedHook[]): Promise<void> {
    for (const hook of hooks) {
      try {
        await hook.run();
      } catch (error) {
        this.options.onHookError(hook.name, error);
      }
    }
  }
}
