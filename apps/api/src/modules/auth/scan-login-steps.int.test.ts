import { derivePiiKeys, schema } from "@tousu/db";
import { createUser, TEST_PII_SECRET, TEST_SEED_NOW } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { createTicket, decideTicket, scanTicket, type TicketOpener, useTicket } from "./scan-login-steps";

const { loginTickets } = schema;
const TTL_MS = 120_000;

let t: TestApp;
let opener: TicketOpener;
let other: TicketOpener;
beforeAll(async () => {
  t = await buildTestApp();
  const piiKeys = derivePiiKeys(TEST_PII_SECRET);
  opener = { userId: (await createUser(t.db, piiKeys)).id, channel: "web" };
  other = { userId: (await createUser(t.db, piiKeys)).id, channel: "web" };
});
afterAll(() => t.close());

const now = TEST_SEED_NOW;
let made = 0;

/** A ticket walked by the steps themselves to `state`, and its id. */
async function ticketIn(state: "new" | "scanned" | "confirmed" | "cancelled" | "used"): Promise<number> {
  const publicId = `steps-ticket-${++made}`;
  await createTicket(t.db, {
    publicId,
    browserSecretHash: "hash",
    requesterIp: "203.0.113.9",
    requesterUserAgent: null,
    role: null,
    pollIntervalSeconds: 2,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TTL_MS),
  });
  const [row] = await t.db.select().from(loginTickets).where(eq(loginTickets.publicId, publicId));
  const id = row!.id;
  if (state === "new") return id;
  await scanTicket(t.db, id, opener, now);
  if (state === "scanned") return id;
  await decideTicket(t.db, id, opener, state === "cancelled" ? "cancelled" : "confirmed", now);
  if (state === "used") await useTicket(t.db, id, now);
  return id;
}

const rowOf = async (id: number) =>
  (await t.db.select().from(loginTickets).where(eq(loginTickets.id, id)))[0];

describe("the scan-login ticket's steps", () => {
  it("walk new → scanned → confirmed → used, and cancelled from scanned", async () => {
    expect((await rowOf(await ticketIn("used")))?.state).toBe("used");
    expect((await rowOf(await ticketIn("cancelled")))?.state).toBe("cancelled");
  });

  it("refuse every step from a state it does not leave, and change nothing", async () => {
    const refused: string[] = [];
    const attempt = async (
      name: string,
      state: Parameters<typeof ticketIn>[0],
      step: (id: number) => Promise<unknown>,
    ) => {
      const id = await ticketIn(state);
      const before = await rowOf(id);
      const result = await step(id);
      if (result !== null && result !== false) refused.push(`${name} from ${state} was taken`);
      expect(await rowOf(id)).toEqual(before);
    };
    for (const state of ["confirmed", "cancelled", "used"] as const) {
      await attempt("scan", state, (id) => scanTicket(t.db, id, opener, now));
    }
    for (const state of ["new", "confirmed", "cancelled", "used"] as const) {
      await attempt("confirm", state, (id) => decideTicket(t.db, id, opener, "confirmed", now));
      await attempt("cancel", state, (id) => decideTicket(t.db, id, opener, "cancelled", now));
    }
    for (const state of ["new", "scanned", "cancelled", "used"] as const) {
      await attempt("use", state, (id) => useTicket(t.db, id, now));
    }
    // Another account may not take a scanned ticket, nor confirm it.
    await attempt("scan by another", "scanned", (id) => scanTicket(t.db, id, other, now));
    await attempt("confirm by another", "scanned", (id) => decideTicket(t.db, id, other, "confirmed", now));
    expect(refused).toEqual([]);
  });

  it("refuse every step once the ticket has expired", async () => {
    const later = new Date(now.getTime() + TTL_MS);
    const scanned = await ticketIn("scanned");
    const confirmed = await ticketIn("confirmed");
    expect(await scanTicket(t.db, await ticketIn("new"), opener, later)).toBeNull();
    expect(await decideTicket(t.db, scanned, opener, "confirmed", later)).toBe(false);
    expect(await useTicket(t.db, confirmed, later)).toBeNull();
    expect((await rowOf(confirmed))?.state).toBe("confirmed");
  });
});
