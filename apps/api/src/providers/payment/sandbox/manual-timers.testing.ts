import type { SandboxTimers } from "./sandbox-timers";

/** Timers a test runs itself, one at a time, seeing each delay: no waiting, no real clock. */
export function createManualTimers() {
  const waiting: { delayMs: number; task: () => Promise<void> }[] = [];
  const timers: SandboxTimers & { waiting: typeof waiting; runNext: () => Promise<number> } = {
    waiting,
    after(delayMs, task) {
      waiting.push({ delayMs, task });
    },
    stop() {
      waiting.length = 0;
    },
    /** Runs the earliest scheduled task to its end and answers the delay it was scheduled with. */
    async runNext() {
      const next = waiting.shift();
      if (!next) throw new Error("nothing scheduled");
      await next.task();
      return next.delayMs;
    },
  };
  return timers;
}
