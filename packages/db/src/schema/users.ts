import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { loginTicketChannel, loginTicketState, sessionKind, smsPurpose, userRole, userStatus } from "./enums";

// Phone, real name and ID number are stored only as AES-256-GCM ciphertext (see ../pii);
// phone_hash is the HMAC blind index that makes login by phone a unique-index lookup.
// An account created by a WeChat scan has no phone until it binds one, and may only read until then.
export const users = pgTable(
  "users",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    phoneCipher: text("phone_cipher"),
    phoneHash: text("phone_hash").unique(),
    nickname: text("nickname").notNull(),
    avatarUrl: text("avatar_url"),
    realNameCipher: text("real_name_cipher"),
    idCardCipher: text("id_card_cipher"),
    isRealNameVerified: boolean("is_real_name_verified").notNull().default(false),
    status: userStatus("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  (t) => [index("users_created_at_idx").on(t.createdAt)],
);

// A table rather than a users.role column: roles are not exclusive (a lawyer or an editor also
// files complaints), and company rights belong to one enterprise, so they live in enterprise_members.
export const userRoles = pgTable(
  "user_roles",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: userRole("role").notNull(),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
    grantedBy: bigint("granted_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index("user_roles_role_idx").on(t.role)],
);

// Opaque bearer tokens: only their SHA-256 is stored, so a database leak does not leak sessions.
export const sessions = pgTable(
  "sessions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    kind: sessionKind("kind").notNull().default("web"),
    // The role the session was opened in: "lawyer" through the lawyer login, by a verified lawyer
    // only (decision 069); null for everyone else's.
    role: userRole("role"),
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/**
 * The WeChat identities an account logs in with. openid is per app (the official account's differs
 * from the mini-program's); unionid, when WeChat gives one, is the same person across the platform's
 * apps, so a scan finds the account through either. An identity belongs to one account at a time.
 */
export const userWechatIdentities = pgTable(
  "user_wechat_identities",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    appId: text("app_id").notNull(),
    openid: text("openid").notNull(),
    unionid: text("unionid"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_wechat_identities_app_openid_idx").on(t.appId, t.openid),
    index("user_wechat_identities_unionid_idx").on(t.unionid),
    index("user_wechat_identities_user_id_idx").on(t.userId),
  ],
);

/**
 * Scan-login tickets (decision 042): a browser asks for one, a logged-in phone scans and confirms it,
 * and only the browser holding the secret whose hash is stored here receives the session, once.
 */
export const loginTickets = pgTable(
  "login_tickets",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    publicId: text("public_id").notNull().unique(),
    browserSecretHash: text("browser_secret_hash").notNull(),
    state: loginTicketState("state").notNull().default("new"),
    channel: loginTicketChannel("channel"),
    requesterIp: text("requester_ip"),
    requesterUserAgent: text("requester_user_agent"),
    /** The role the code was asked for ("lawyer": the lawyer login), which the phone is shown. */
    role: userRole("role"),
    /** Who opened it first, the only one who may confirm it (decision 059): whom the browser logs in as. */
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    pollIntervalSeconds: smallint("poll_interval_seconds").notNull(),
    lastPolledAt: timestamp("last_polled_at", { withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    scannedAt: timestamp("scanned_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("login_tickets_expires_at_idx").on(t.expiresAt)],
);

export const smsCodes = pgTable(
  "sms_codes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    phoneHash: text("phone_hash").notNull(),
    codeHash: text("code_hash").notNull(),
    purpose: smsPurpose("purpose").notNull(),
    ip: text("ip"),
    attempts: smallint("attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [
    // The latest code for a phone, and the send-rate limits per phone and per IP.
    index("sms_codes_phone_hash_created_at_idx").on(t.phoneHash, t.createdAt),
    index("sms_codes_ip_created_at_idx").on(t.ip, t.createdAt).where(sql`${t.ip} is not null`),
  ],
);

export const feedback = pgTable(
  "feedback",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    contact: text("contact"),
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [index("feedback_created_at_idx").on(t.createdAt)],
);

// The points ledger behind /user/scores: one row per earning (filing, rating, a helpful comment),
// unique per reason and source so retries never pay twice. The balance is the sum.
export const pointEntries = pgTable(
  "point_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    points: integer("points").notNull(),
    reason: text("reason").notNull(),
    sourceId: text("source_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("point_entries_user_id_created_at_idx").on(t.userId, t.createdAt),
    uniqueIndex("point_entries_once_idx").on(t.userId, t.reason, t.sourceId),
  ],
);
