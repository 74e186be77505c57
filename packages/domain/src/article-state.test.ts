import { describe, expect, it } from "vitest";
import { articleStateOf } from "./article-state";

const now = new Date("2026-11-20T10:00:00Z");
const hour = 3_600_000;

describe("articleStateOf", () => {
  it("tells drafts from withdrawn articles by the withdrawal mark", () => {
    expect(articleStateOf({ publishedAt: null, withdrawnAt: null }, now)).toBe("draft");
    expect(articleStateOf({ publishedAt: null, withdrawnAt: new Date(now.getTime() - hour) }, now)).toBe(
      "withdrawn",
    );
  });

  it("is scheduled until its time comes, then published", () => {
    expect(articleStateOf({ publishedAt: new Date(now.getTime() + 1), withdrawnAt: null }, now)).toBe(
      "scheduled",
    );
    expect(articleStateOf({ publishedAt: now, withdrawnAt: null }, now)).toBe("published");
  });
});
