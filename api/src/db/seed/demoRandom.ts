/** A value and how often it comes up, relative to the others in its list. */
export interface Weighted<T> {
  weight: number;
  value: T;
}

/** A weighted list made ready for picking: cumulative weights, searched by bisection. */
export interface WeightedTable<T> {
  values: readonly T[];
  cumulative: Float64Array;
}

export function weightedTable<T>(entries: ReadonlyArray<Weighted<T>>): WeightedTable<T> {
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  entries.forEach((entry, index) => {
    total += entry.weight;
    cumulative[index] = total;
  });
  return { values: entries.map((entry) => entry.value), cumulative };
}

const DIGITS = '0123456789';
const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const UPPER_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * The seed's source of every random choice: sfc32, a small seeded generator that is far
 * cheaper per call than Faker's, so a million orders cost seconds. Same seed, same sequence.
 */
export class DemoRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    // Warm up so nearby seeds give unrelated sequences.
    for (let round = 0; round < 15; round++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(values: readonly T[]): T {
    const value = values[Math.floor(this.next() * values.length)];
    if (value === undefined) throw new RangeError('Cannot pick from an empty list.');
    return value;
  }

  weighted<T>(table: WeightedTable<T>): T {
    const { cumulative, values } = table;
    const target = this.next() * (cumulative[cumulative.length - 1] ?? 0);
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return values[low] as T;
  }

  digits(length: number): string {
    return this.characters(DIGITS, length);
  }

  alphanumeric(length: number, upperOnly = false): string {
    return this.characters(upperOnly ? UPPER_ALPHANUMERIC : ALPHANUMERIC, length);
  }

  private characters(alphabet: string, length: number): string {
    let text = '';
    for (let index = 0; index < length; index++) {
      text += alphabet[Math.floor(this.next() * alphabet.length)];
    }
    return text;
  }
}
