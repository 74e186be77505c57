// Payment notifications (decisions 086, 087): how many WeChat Pay notifications one thread verifies a
// second — the RSA-SHA256 signature over the exact body, the timestamp, AES-256-GCM decryption of the
// resource and its mapping — without a server: the channel's retries and the five seconds it waits
// for an answer are what this work must stay well inside.
//
//   npm run bench -- payment-notifications
//   BENCH_NOTIFICATIONS=5000 …   more notifications per round
import { notificationVerificationBench } from "../apps/api/src/providers/payment/wechat/wechat-pay.testing";
import { machineSpeed } from "./machine";
import { writeResults } from "./results-file";

/** A busy hour's notifications arrive in bursts of a few per second; a thousand a second is ample. */
const TARGET_PER_SECOND = 1000;
const ROUNDS = 5;
const count = Number(process.env.BENCH_NOTIFICATIONS ?? 2000);

export async function runPaymentNotifications(): Promise<Record<string, string>[]> {
  const speedBefore = machineSpeed();
  const bench = notificationVerificationBench(count);
  // Unmeasured: the first round compiles the verification code and warms the key objects.
  if ((await bench.verifyAll()) !== count) throw new Error("a notification was refused");
  const rates: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    const taken = await bench.verifyAll();
    const seconds = (performance.now() - start) / 1000;
    if (taken !== count) throw new Error("a notification was refused");
    rates.push(count / seconds);
  }
  rates.sort((a, b) => a - b);
  const median = rates[Math.floor(ROUNDS / 2)] as number;
  const rows = [
    {
      target: "WeChat Pay notification verified (signature, AES-GCM)",
      notifications: `${ROUNDS} × ${count}`,
      "per second (median)": median.toFixed(0),
      slowest: (rates[0] as number).toFixed(0),
      fastest: (rates.at(-1) as number).toFixed(0),
      "target/s": `≥ ${TARGET_PER_SECOND}`,
      met: median >= TARGET_PER_SECOND ? "yes" : "no",
    },
  ];
  const speed = `machine ${speedBefore.toFixed(0)} → ${machineSpeed().toFixed(0)} ms`;
  writeResults("payment-notifications", `one thread, median of ${ROUNDS} rounds · ${speed}`, rows);
  return rows;
}
