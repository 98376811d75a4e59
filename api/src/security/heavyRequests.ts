import { ApiError } from '../lib/apiError';
import { MemberSlots } from './memberSlots';

export const MESSAGE_HEAVY_REQUEST_BUSY =
  'Your previous PDF is still being made. Wait for it to open, then try again.';

export interface HeavyRequestLimits {
  /** Heavy requests one member may have under way at once; more get 429. */
  perMember: number;
  /** Heavy requests the server works on at once; the others wait their turn. */
  atOnce: number;
}

/** One member, one PDF at a time; two at once server-wide (docs/reliability.md, "Heavy requests"). */
export const HEAVY_REQUEST_LIMITS: HeavyRequestLimits = { perMember: 1, atOnce: 2 };

/**
 * Gate for requests that cost the server much more than others (the defence pack PDF).
 * A member asking for another while theirs runs gets 429; beyond `atOnce` requests wait in
 * line. Since each member holds at most `perMember` places, the line is bounded too.
 */
export class HeavyRequests {
  private readonly perMember: MemberSlots;
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limits: HeavyRequestLimits = HEAVY_REQUEST_LIMITS) {
    this.perMember = new MemberSlots(limits.perMember);
  }

  async run<T>(memberId: number, work: () => Promise<T>): Promise<T> {
    if (!this.perMember.take(memberId)) throw new ApiError(429, MESSAGE_HEAVY_REQUEST_BUSY);
    try {
      await this.turn();
      try {
        return await work();
      } finally {
        this.passTurn();
      }
    } finally {
      this.perMember.giveBack(memberId);
    }
  }

  /** Resolves once this request may run: a free place, or one handed over by passTurn. */
  private async turn(): Promise<void> {
    if (this.running < this.limits.atOnce) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** The place of a finished request goes straight to the next in line, if any. */
  private passTurn(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
