import { describe, expect, it } from "vitest";
import { ARTICLE_STATE_LABELS, ARTICLE_STATES, articleStateOf } from "./article-state";

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

describe("article states in words", () => {
  it("names each state in the CMS", () => {
    expect(ARTICLE_STATES).toEqual(["draft", "scheduled", "published", "withdrawn"]);
    expect(ARTICLE_STATE_LABELS).toEqual({
      draft: "草稿",
      scheduled: "定时发布",
      published: "已发布",
      withdrawn: "已撤回",
    });
  });
});
