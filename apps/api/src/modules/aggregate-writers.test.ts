import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// One writer per aggregate (CODE_STYLE.md): the rows of these tables are created, changed and
// deleted only by their steps file. Tests and their setup (`testing/`) write rows directly to arrange a
// case, and the demo seed and the test factories live in `packages/db`, outside this scan.
const WRITERS: readonly { table: string; sqlName: string; writer: string }[] = [
  { table: "complaints", sqlName: "complaints", writer: "complaint-core/complaint-steps.ts" },
  {
    table: "complaintApplications",
    sqlName: "complaint_applications",
    writer: "complaint-core/complaint-steps.ts",
  },
  { table: "entrustments", sqlName: "entrustments", writer: "modules/entrustment/entrustment-steps.ts" },
  { table: "mediations", sqlName: "mediations", writer: "modules/mediation/mediation-steps.ts" },
  {
    table: "mediationAgreements",
    sqlName: "mediation_agreements",
    writer: "modules/mediation/mediation-steps.ts",
  },
  { table: "loginTickets", sqlName: "login_tickets", writer: "modules/auth/scan-login-steps.ts" },
  { table: "vipOrders", sqlName: "vip_orders", writer: "modules/vip/vip-order-steps.ts" },
  {
    table: "memberFollowUps",
    sqlName: "member_follow_ups",
    writer: "modules/member-service/follow-up-steps.ts",
  },
  {
    table: "memberFollowUpNotes",
    sqlName: "member_follow_up_notes",
    writer: "modules/member-service/follow-up-steps.ts",
  },
  { table: "vipRefunds", sqlName: "vip_refunds", writer: "modules/vip/vip-order-steps.ts" },
  { table: "mallRedemptions", sqlName: "mall_redemptions", writer: "modules/mall/redemption-steps.ts" },
  { table: "vipMemberships", sqlName: "vip_memberships", writer: "modules/vip/vip-order-steps.ts" },
  {
    table: "vipMembershipEntries",
    sqlName: "vip_membership_entries",
    writer: "modules/vip/vip-order-steps.ts",
  },
];

// Counters other features keep on a complaint's row are tallies of their own rows, not its state:
// its comments (`comments`, `complaint-review`), its folded views (`complaint-detail/view-tallies.ts`)
// and its 我也遇到 likes (`complaint-detail/like-complaint.ts`).
const COUNTER_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  complaints: ["commentCount", "view_count", "likeCount"],
};

const sourceRoot = join(import.meta.dirname, "..");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/**
 * The columns an UPDATE's text sets, drizzle's `.set({ … })` or SQL's `set a = …`; a spread or a set
 * it cannot read counts as an unknown column.
 */
function columnsSet(statement: string): string[] {
  const drizzle = /\.set\(\s*\{([\s\S]*?)\}\s*\)/.exec(statement);
  if (drizzle) {
    const columns = [...drizzle[1]!.matchAll(/([A-Za-z_]\w*)\s*:/g)].map((match) => match[1]!);
    return drizzle[1]!.includes("...") || columns.length === 0 ? [...columns, "…"] : columns;
  }
  const raw = /\bset\s+([\s\S]*?)(?:\bfrom\b|\bwhere\b|$)/i.exec(statement);
  const columns = raw ? [...raw[1]!.matchAll(/([A-Za-z_]\w*)\s*=/g)].map((match) => match[1]!) : [];
  return columns.length === 0 ? ["…"] : columns;
}

/** Each write to `table` in `text`: the operation and the statement's text up to its filter. */
function writesTo(text: string, table: string, sqlName: string) {
  const patterns = [
    new RegExp(`\\.(insert|update|delete)\\(\\s*(?:schema\\.)?${table}\\s*\\)`, "g"),
    new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+${sqlName}\\b`, "gi"),
  ];
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => {
      const rest = text.slice(match.index);
      const end = rest.search(/\.where\(|\.returning\(|\bwhere\b/i);
      return {
        operation: match[1]!.toLowerCase().split(/\s+/)[0]!,
        statement: end > 0 ? rest.slice(0, end) : rest.slice(0, 400),
        line: text.slice(0, match.index).split("\n").length,
      };
    }),
  );
}

describe("one writer per aggregate", () => {
  const files = sourceFiles(sourceRoot).map((path) => ({
    name: relative(sourceRoot, path),
    text: readFileSync(path, "utf8"),
  }));

  it.each(WRITERS)(
    "creates $table in $writer and nowhere else changes its state",
    ({ table, sqlName, writer }) => {
      const steps = files.find((file) => file.name === writer);
      expect(steps, `${writer} is missing`).toBeDefined();
      const createsHere = writesTo(steps!.text, table, sqlName).some((write) => write.operation === "insert");

      const counters = COUNTER_COLUMNS[sqlName] ?? [];
      const strayWrites = files
        .filter((file) => file.name !== writer)
        .flatMap((file) =>
          writesTo(file.text, table, sqlName)
            .filter(
              (write) =>
                write.operation !== "update" ||
                columnsSet(write.statement).some((column) => !counters.includes(column)),
            )
            .map((write) => `${file.name}:${write.line} ${write.operation}`),
        );
      expect({ createsHere, strayWrites }).toEqual({ createsHere: true, strayWrites: [] });
    },
  );
});
