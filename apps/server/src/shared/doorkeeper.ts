/**
 * Which keys were seen lately: the "doorkeeper" of TinyLFU (Einziger, Friedman and Manes, 2017), put before a
 * cache so that what is asked once is not kept. Most searches are asked once (a name as typed, a fee range):
 * kept, each pushed out an answer that is asked again, and was one more long-lived object for the garbage
 * collector to trace and move (decision 048). A key sets two bits of a filter (the halves of its 32-bit
 * FNV-1a hash), and was seen when both are set. The filter is cleared every `window` keys noted: with 8,192
 * keys in 65,536 bits about 5% of first sightings look like second ones.
 */
export class Doorkeeper {
  private readonly bits: Uint32Array;
  private noted = 0;

  constructor(
    private readonly window = 8_192,
    size = 1 << 16,
  ) {
    this.bits = new Uint32Array(size / 32);
  }

  /** Whether the key was seen since the filter was last cleared; noted now if not. */
  seenBefore(key: string): boolean {
    let hash = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
    const mask = this.bits.length * 32 - 1;
    const a = hash & mask;
    const b = (hash >>> 16) & mask;
    const { bits } = this;
    if ((bits[a >>> 5]! & (1 << (a & 31))) !== 0 && (bits[b >>> 5]! & (1 << (b & 31))) !== 0) return true;
    if (this.noted++ >= this.window) {
      bits.fill(0);
      this.noted = 1;
    }
    bits[a >>> 5] = bits[a >>> 5]! | (1 << (a & 31));
    bits[b >>> 5] = bits[b >>> 5]! | (1 << (b & 31));
    return false;
  }
}
