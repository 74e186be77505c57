import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { enterpriseMemberRole } from "./enums";
import { users } from "./users";

// A company that answers complaints through the company portal; a brand points at its owner.
export const enterprises = pgTable("enterprises", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  creditCode: text("credit_code").notNull().unique(),
  logoUrl: text("logo_url"),
  description: text("description"),
  isVerified: boolean("is_verified").notNull().default(false),
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const enterpriseMembers = pgTable(
  "enterprise_members",
  {
    enterpriseId: integer("enterprise_id")
      .notNull()
      .references(() => enterprises.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: enterpriseMemberRole("role").notNull().default("agent"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.userId] }),
    index("enterprise_members_user_id_idx").on(t.userId),
  ],
);
