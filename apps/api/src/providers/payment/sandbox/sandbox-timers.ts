/** When the sandbox does something later (a notification's next attempt, a refund's completion). */
export interface SandboxTimers {
  after(delayMs: number, task: () => Promise<void>): void;
  /** Drops everything still waiting (the app closes). */
  stop(): void;
}

/** Real timers that never keep the process alive and all go when the app closes. */
export function createUnrefTimers(): SandboxTimers {
  const waiting = new Set<NodeJS.Timeout>();
  return {
    after(delayMs, task) {
      const timer = setTimeout(() => {
        waiting.delete(timer);
        void task();
      }, delayMs);
      timer.unref();
      waiting.add(timer);
    },
    stop() {
      for (const timer of waiting) clearTimeout(timer);
      waiting.clear();
    },
  };
}

/** What every sandbox is told: where it is reached, its clock, and how its notifications misbehave. */
export interface SandboxOptions {
  /** Where browsers and the client reach the sandbox: the site's origin and the sandbox's path. */
  publicBase: string;
  now: () => Date;
  /** What the payer's page names as the merchant. */
  merchantName: string;
  /** Real retry delays are divided by this (60: a 15 s retry comes after a quarter of a second). */
  retryCompression: number;
  /** The share of notification attempts sent twice on purpose. */
  duplicateRate: number;
  /** The share of notifications never sent at all, left for the platform's query job. */
  dropRate: number;
  /** Math.random by default; tests pass a seeded source. */
  random?: () => number;
  timers?: SandboxTimers;
}
