import type { DocumentRef } from '../../storage/documentStore';

/** The file name of a demo order's document, made from its order and its kind. */
export function demoDocumentFile(orderId: number, refused: boolean): string {
  return `${refused ? 'evisitor-refusal' : 'evisitor-grant'}-${orderId}.pdf`;
}

const INITIAL_CAPACITY = 1024;

/**
 * The demo documents, oldest first, as the files they need: an order id and a kind in five
 * bytes each, the name made again (demoDocumentFile) when the file is placed. As objects
 * with their names, the 5.2 million documents of ten million orders held 0.9 GB on the
 * thread that makes the orders until the last one was placed, 1.1 GB with the lists of names
 * handed to the store.
 */
export class DemoDocumentFiles {
  private orderIds = new Int32Array(INITIAL_CAPACITY);
  private refused = new Uint8Array(INITIAL_CAPACITY);
  private count = 0;

  get length(): number {
    return this.count;
  }

  add(orderId: number, refused: boolean): void {
    if (this.count === this.orderIds.length) {
      this.orderIds = grown(this.orderIds, new Int32Array(this.count * 2));
      this.refused = grown(this.refused, new Uint8Array(this.count * 2));
    }
    this.orderIds[this.count] = orderId;
    this.refused[this.count] = refused ? 1 : 0;
    this.count++;
  }

  /** Whether any of the oldest `end` documents is of the kind. */
  hasKind(refused: boolean, end: number): boolean {
    const last = Math.min(end, this.count);
    return this.kindAt(refused, 0, last) < last;
  }

  /** The oldest `end` documents of one kind, named as the store names them. */
  *refs(refused: boolean, end: number): Generator<DocumentRef> {
    const last = Math.min(end, this.count);
    for (let index = this.kindAt(refused, 0, last); index < last;) {
      const orderId = this.orderIds[index]!;
      yield { orderId, file1: demoDocumentFile(orderId, refused) };
      index = this.kindAt(refused, index + 1, last);
    }
  }

  /** The index of the first document of the kind in [from, end), or end. */
  private kindAt(refused: boolean, from: number, end: number): number {
    const kind = refused ? 1 : 0;
    let index = from;
    while (index < end && this.refused[index] !== kind) index++;
    return index;
  }
}

function grown<T extends Int32Array | Uint8Array>(old: T, bigger: T): T {
  bigger.set(old);
  return bigger;
}
