/** A seeded pseudo-random source (mulberry32): the same seed gives the same sequence. */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit hash of text (FNV-1a), to derive a per-username seed. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A generator seeded by the sandbox seed and some text: deterministic per (seed, text). */
export function randomFor(seed: number, text: string): Random {
  return seededRandom(hashText(`${seed}:${text}`));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** A log-normal sample: exp(mu + sigma * N(0,1)), by Box-Muller. */
export function logNormal(random: Random, mu: number, sigma: number): number {
  const u = Math.max(random(), Number.EPSILON);
  const v = random();
  return Math.exp(mu + sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
}
