import type { InstituteReportFigures } from "@tousu/domain";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

export const instituteReportStatus = pgEnum("institute_report_status", ["draft", "published"]);

// The institute's research reports (docs/decisions/039): one per period and sector. The figures are
// computed by the generator (`generateInstituteFigures` in ../institute-reports) and stored whole,
// versioned inside the JSON; staff write only the commentary.
export const instituteReports = pgTable(
  "institute_reports",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    // "2026-05" (a month) or "2026-Q2" (a quarter), as parseReportPeriod in @tousu/domain reads it.
    period: text("period").notNull(),
    // A brand industry (brands.industry).
    sector: text("sector").notNull(),
    figures: jsonb("figures").$type<InstituteReportFigures>().notNull(),
    generatedAt: timestamp("generated_at", { withTimezone: true }).notNull(),
    // Plain text; paragraphs are separated by blank lines.
    commentary: text("commentary").notNull().default(""),
    status: instituteReportStatus("status").notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdBy: bigint("created_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("institute_reports_period_sector_idx").on(t.period, t.sector),
    index("institute_reports_status_published_at_idx").on(t.status, t.publishedAt),
  ],
);
