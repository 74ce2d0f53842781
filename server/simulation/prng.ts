// The simulation's one source of randomness besides the operation list: a small seeded
// generator (mulberry32) for what happens inside an operation (the event-loop turns each
// statement yields). Same seed, same numbers, on every machine.
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
}

/** Bytes from a seeded generator: the simulation's source of ids (server/ids.ts setRandomSource). */
export function seededBytes(seed: number): (size: number) => Buffer {
  const prng = new Prng(seed);
  return (size) => {
    const out = Buffer.alloc(size);
    for (let i = 0; i < size; i += 1) out[i] = prng.int(256);
    return out;
  };
}
