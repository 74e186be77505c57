import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { createdAt, updatedAt } from "./columns";
import { collectiveStatus } from "./enums";

// Many consumers with the same grievance against one brand; members are the complaints
// that point here through complaints.collective_id (member_count is denormalised from them).
export const collectiveComplaints = pgTable(
  "collective_complaints",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    coverUrl: text("cover_url"),
    status: collectiveStatus("status").notNull().default("open"),
    memberCount: integer("member_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("collective_complaints_brand_id_idx").on(t.brandId),
    index("collective_complaints_status_created_at_idx").on(t.status, t.createdAt),
  ],
);
