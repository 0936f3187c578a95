/** A small deterministic PRNG (mulberry32) with the helpers the seed generator needs. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** k distinct items (k is clamped to the length). */
  sample<T>(items: readonly T[], k: number): T[] {
    const n = items.length;
    k = Math.min(k, n);
    if (k * 3 < n) {
      const seen = new Set<number>();
      const out: T[] = [];
      while (out.length < k) {
        const i = Math.floor(this.next() * n);
        if (!seen.has(i)) {
          seen.add(i);
          out.push(items[i]);
        }
      }
      return out;
    }
    return this.shuffle(items.slice()).slice(0, k);
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }

  /** A skewed count: most values small, a few large (mean ≈ mean). */
  skewed(mean: number, max: number): number {
    const u = this.next();
    return Math.min(max, Math.floor(-Math.log(1 - u) * mean));
  }

  /** Weighted choice: weights align with items. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  }

  /** A star rating 1–5 leaning positive, biased by quality (0..1). */
  stars(quality: number): number {
    const x = quality * 4 + 1 + (this.next() + this.next() + this.next() - 1.5) * 1.6;
    return Math.max(1, Math.min(5, Math.round(x)));
  }
}
