import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { SmsMessage, SmsNotice, SmsProvider } from "./sms-provider";

/**
 * The offline default: each message becomes one JSON line in `data/sms-outbox.log`,
 * where a developer (or an end-to-end test) reads the code. Config refuses it in production.
 */
export function createOutboxSmsProvider(outboxPath: string): SmsProvider {
  async function append(entry: Record<string, string>) {
    await mkdir(path.dirname(outboxPath), { recursive: true });
    const line = JSON.stringify({ ...entry, sent_at: new Date().toISOString() });
    await appendFile(outboxPath, `${line}\n`, { encoding: "utf8", mode: 0o600 });
  }
  return {
    name: "outbox",
    send: ({ phone, code, purpose }: SmsMessage) => append({ phone, code, purpose }),
    notify: ({ phone, subject, event }: SmsNotice) => append({ phone, purpose: "notice", subject, event }),
  };
}
