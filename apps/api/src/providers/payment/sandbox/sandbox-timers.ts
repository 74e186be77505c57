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
