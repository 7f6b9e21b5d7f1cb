/**
 * A set of strings that keeps 64 bits of hash per member in a typed array (decision 155): the references a
 * file has used, about 16 bytes each at most (half-full open addressing), instead of a string and a Map entry
 * each. Two distinct strings share both 32-bit hashes with a chance of about n² / 2⁶⁵ (3·10⁻¹⁰ for 100,000
 * references); such a pair would be refused as a repeated reference, never imported twice.
 */
export class KeySet {
  private slots = new Uint32Array(2 * 1024);
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Adds `key`; false when it was already there. */
  add(key: string): boolean {
    if ((this.count + 1) * 2 > this.slots.length / 2) this.grow();
    const [a, b] = hash(key);
    return this.put(a, b, true);
  }

  has(key: string): boolean {
    const [a, b] = hash(key);
    return !this.put(a, b, false);
  }

  private put(a: number, b: number, insert: boolean): boolean {
    const mask = this.slots.length / 2 - 1;
    for (let i = a & mask; ; i = (i + 1) & mask) {
      const sb = this.slots[2 * i + 1]!;
      if (sb === 0) {
        if (!insert) return true;
        this.slots[2 * i] = a;
        this.slots[2 * i + 1] = b;
        this.count += 1;
        return true;
      }
      if (sb === b && this.slots[2 * i] === a) return false;
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    this.count = 0;
    for (let i = 0; i < old.length; i += 2) if (old[i + 1]) this.put(old[i]!, old[i + 1]!, true);
  }
}

/** Two 32-bit hashes of the string (FNV-1a and a Murmur-style mix); the second is never 0. */
function hash(key: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return [a >>> 0, (b >>> 0) | 1];
}
