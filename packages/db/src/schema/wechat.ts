import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { wechatOauthScope, wechatWebLoginStep } from "./enums";

// WeChat's access token of each app (mini-program, official account), shared by every node: one
// node refreshes it ahead of expiry with this row locked, the others read it (decision 044). It is
// a credential for two hours at most and only ever read by the server.
export const wechatAccessTokens = pgTable("wechat_access_tokens", {
  appId: text("app_id").primaryKey(),
  accessToken: text("access_token"),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  refreshedAt: timestamp("refreshed_at", { withTimezone: true }),
  // The official account's JS-SDK ticket (jsapi_ticket), held beside its token the same way: two
  // hours, refreshed ahead of expiry by one node with the row locked (decision 080).
  jsapiTicket: text("jsapi_ticket"),
  jsapiTicketExpiresAt: timestamp("jsapi_ticket_expires_at", { withTimezone: true }),
});

// The short codes (scenes) mini-program codes carry: WeChat allows 32 characters, so a code names
// a row here and the row names the page and its id. One row per target, found again by its scene,
// which is a digest of the target (decision 044).
export const miniProgramScenes = pgTable("mini_program_scenes", {
  scene: text("scene").primaryKey(),
  page: text("page").notNull(),
  targetId: integer("target_id"),
  createdAt: createdAt(),
});

// WeChat pushes an event again when our answer is late (three tries): the first delivery of each
// event is recorded here, by app and the event's sender, time and key (the code scanned), in the
// same transaction as what it does, so a retry finds it and does nothing (decision 045). Kept a day.
export const wechatEventReceipts = pgTable(
  "wechat_event_receipts",
  {
    appId: text("app_id").notNull(),
    eventKey: text("event_key").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.eventKey] }),
    index("wechat_event_receipts_received_at_idx").on(t.receivedAt),
  ],
);

// A browser's WeChat web login (decision 080): the `state` sent through WeChat's authorisation,
// bound to the browser by the SHA-256 of a secret in its HttpOnly cookie, single use and short-lived;
// while the person is asked whether to use their WeChat profile, the openid WeChat gave. Expired
// rows are deleted after a day (an hourly job).
export const wechatWebLogins = pgTable(
  "wechat_web_logins",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    state: text("state").notNull().unique(),
    browserKeyHash: text("browser_key_hash").notNull(),
    appId: text("app_id").notNull(),
    scope: wechatOauthScope("scope").notNull(),
    step: wechatWebLoginStep("step").notNull().default("authorizing"),
    /** The same-site path the person returns to once logged in. */
    redirect: text("redirect").notNull(),
    openid: text("openid"),
    unionid: text("unionid"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("wechat_web_logins_browser_key_hash_idx").on(t.browserKeyHash),
    index("wechat_web_logins_expires_at_idx").on(t.expiresAt),
  ],
);
