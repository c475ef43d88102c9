/**
 * A short-lived in-process cache for answers that are the same for every visitor (nginx-style
 * "micro-caching"). Concurrent misses for one key share one load, so a burst of identical searches
 * costs the database one query; failures are not kept. A TTL of 0 turns it off.
 */
export class MicroCache<T> {
  private entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const at = this.now();
    const hit = this.entries.get(key);
    if (hit && at - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    // Map keeps insertion order: the first key is the oldest.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Forgets everything, after a write that changes what the cached answers show. */
  clear(): void {
    this.entries.clear();
  }
}
