/**
 * A least-recently-used cache bounded by the bytes it holds (Map keeps insertion order: a hit
 * moves its entry to the end, eviction takes from the front). Entries expire after their TTL.
 */
export class ByteLru<V extends { size: number }> {
  private entries = new Map<string, { value: V; expires: number }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) {
      this.bytes -= entry.value.size;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    if (value.size > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= old.value.size;
    }
    this.entries.set(key, { value, expires: this.now() + ttlMs });
    this.bytes += value.size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.value.size;
    }
  }

  get totalBytes(): number {
    return this.bytes;
  }
}
