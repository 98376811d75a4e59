/**
 * How many requests each member has under way, against a limit per member: the count
 * behind the heavy-request gate and the staff calls' concurrency limit. A member's entry
 * goes once they hold none, so the map holds only members with requests under way.
 */
export class MemberSlots {
  private readonly held = new Map<number, number>();

  constructor(private readonly perMember: number) {}

  /** Takes one of the member's slots; false when they already hold them all. */
  take(memberId: number): boolean {
    const mine = this.held.get(memberId) ?? 0;
    if (mine >= this.perMember) return false;
    this.held.set(memberId, mine + 1);
    return true;
  }

  giveBack(memberId: number): void {
    const left = (this.held.get(memberId) ?? 1) - 1;
    if (left > 0) this.held.set(memberId, left);
    else this.held.delete(memberId);
  }
}
