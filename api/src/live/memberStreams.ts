import type { EventStream } from './eventStream';

/** Whose session a stream was opened under. */
export interface StreamHolder {
  staffId: number;
  tokenVersion: number;
}

export interface MemberStreamsOptions {
  /** Streams one member may have open at once (one per open tab). */
  maxPerMember: number;
  /** How often the sessions of open streams are checked against the staff table. */
  checkEveryMs: number;
  /** The current token_version of each member still active among `ids`. */
  currentVersions: (ids: readonly number[]) => Promise<Map<number, number>>;
  onError: (error: unknown) => void;
}

/**
 * The open live-update streams and whose they are. A member may hold at most
 * `maxPerMember`; a stream whose session has been revoked (logout, password or role change,
 * deletion: the member's token_version moved on or the member is gone) is ended within
 * `checkEveryMs`, whichever route revoked it. The check runs only while streams are open.
 */
export class MemberStreams {
  private readonly streams = new Map<EventStream, StreamHolder>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(private readonly options: MemberStreamsOptions) {}

  /** Streams open now. */
  get size(): number {
    return this.streams.size;
  }

  /** Whether `staffId` may open one more stream. */
  hasRoomFor(staffId: number): boolean {
    let open = 0;
    for (const holder of this.streams.values()) if (holder.staffId === staffId) open += 1;
    return open < this.options.maxPerMember;
  }

  add(stream: EventStream, holder: StreamHolder): void {
    this.streams.set(stream, holder);
    this.timer ??= setInterval(() => void this.check(), this.options.checkEveryMs);
  }

  remove(stream: EventStream): void {
    this.streams.delete(stream);
    if (this.streams.size === 0) this.stop();
  }

  closeAll(): void {
    this.stop();
    for (const stream of [...this.streams.keys()]) stream.close();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      const ids = [...new Set([...this.streams.values()].map((holder) => holder.staffId))];
      const versions = await this.options.currentVersions(ids);
      for (const [stream, holder] of [...this.streams]) {
        if (versions.get(holder.staffId) !== holder.tokenVersion) stream.close();
      }
    } catch (error) {
      this.options.onError(error);
    } finally {
      this.checking = false;
    }
  }
}
