/** What a closed loop of envelope answers came to. */
export interface EnvelopeRun {
  /** Answers with the envelope's code 200. */
  accepted: number;
  /** Every other answer's message, with how often it came. */
  refusals: Map<string, number>;
  seconds: number;
  /** The latency at a share of the requests (0.5 for the median), as the tables print it. */
  latencyAt(share: number): string;
}

/**
 * Sends `count` requests from `concurrency` senders at once, each sending its next as soon as its
 * last is answered, and reads each answer's envelope.
 */
export async function sendInClosedLoop(
  concurrency: number,
  count: number,
  send: (index: number) => Promise<Response>,
): Promise<EnvelopeRun> {
  let next = 0;
  let accepted = 0;
  const refusals = new Map<string, number>();
  const latencies: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        const sent = performance.now();
        const answer = (await (await send(index)).json()) as { code: number; msg: string };
        latencies.push(performance.now() - sent);
        if (answer.code === 200) accepted += 1;
        else refusals.set(answer.msg, (refusals.get(answer.msg) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    accepted,
    refusals,
    seconds,
    latencyAt: (share) => `${latencies[Math.floor((latencies.length - 1) * share)]!.toFixed(1)} ms`,
  };
}
