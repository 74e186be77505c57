// Deterministic randomness for the seed. Every entity derives its own generator from
// (seed, stream, index), so a batch can be generated without replaying earlier ones and
// the same options always give the same rows.

export interface Rng {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Up to `count` distinct items, in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  weighted: <T>(entries: readonly (readonly [T, number])[]) => T;
}

/** Murmur3's finaliser: spreads every input bit over the 32-bit output. */
function mix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return mix32(h);
}

/** sfc32: 128 bits of state, so millions of independent streams do not collide. */
function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

export function createRng(seed: number, stream: string, index = 0): Rng {
  const s = hashString(stream);
  const lo = index >>> 0;
  const hi = Math.floor(index / 4294967296) >>> 0;
  const next = sfc32(mix32(seed ^ 0x9e3779b9), mix32(s ^ lo), mix32(lo + 0x632be5ab), mix32(s + hi + seed));
  // Warm-up: the first outputs of sfc32 still echo the seed words.
  for (let i = 0; i < 12; i++) next();

  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("Cannot pick from an empty list");
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      const taken: T[] = [];
      while (taken.length < count && pool.length > 0) {
        taken.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T);
      }
      return taken;
    },
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error("Cannot pick from an empty list");
      return last[0];
    },
  };
}

/** Replaces `{name}` placeholders; a missing slot is a bug in the seed data, so it throws. */
export function fillTemplate(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = slots[name];
    if (value === undefined) throw new Error(`Seed template slot {${name}} has no value: ${template}`);
    return value;
  });
}
