import { createComplaint } from "@tousu/db/testing";
import { describe, expect, it } from "vitest";
import { piiKeys, setUpModerationConsole } from "../../testing/moderation-console";
import { signInNewMember } from "../../testing/sign-in-member";

const { t, call, staffActionCount, expectOneStaffAction } = setUpModerationConsole();

describe("the sensitive-word list", () => {
  it("an added word blocks the very next comment, and deleting it lifts the block at once", async () => {
    const complaint = await createComplaint(t.db, piiKeys);
    // A commenter of its own, so comments of other tests do not count against the per-minute limit.
    const { token } = await signInNewMember(t);
    const comment = (content: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/user/complaint/comment",
        headers: { authorization: `Bearer ${token}` },
        payload: { complaint_id: complaint.id, content },
      });
    // The filter has read the list before the edit, so only the invalidation can make the word apply.
    expect((await comment("这条评论里还没有敏感词")).json()).toMatchObject({ code: 200 });
    const { response } = await expectOneStaffAction(() =>
      call("POST", "/admin/sensitive-words", "editor", { word: "新增屏蔽词", level: "block" }),
    );
    const word = response.json().data;
    expect(word).toMatchObject({ word: "新增屏蔽词", level: "block" });
    expect((await comment("这条评论里有新增屏蔽词")).json()).toMatchObject({
      code: 400,
      data: { words: ["新增屏蔽词"] },
    });
    await call("POST", "/admin/sensitive-words", "editor", { word: "新增审核词", level: "review" });
    const held = (await comment("这条评论里有新增审核词")).json();
    expect(held).toMatchObject({ code: 200, data: { status: "pending" } });

    await expectOneStaffAction(() => call("DELETE", `/admin/sensitive-words/${word.id}`, "editor"));
    expect((await comment("这条评论里有新增屏蔽词")).json()).toMatchObject({ code: 200 });
  });

  it("refuses duplicates, empty words and unknown levels without storing anything", async () => {
    await call("POST", "/admin/sensitive-words", "editor", { word: "重复词", level: "review" });
    const before = await staffActionCount();
    const cases: [object, string][] = [
      [{ word: "重复词", level: "block" }, "该敏感词已存在"],
      [{ word: "  ", level: "block" }, "请填写敏感词"],
      [{ word: "!!!", level: "block" }, "敏感词须包含文字、字母或数字"],
      [{ word: "某词", level: "warn" }, "请选择处理方式"],
    ];
    for (const [body, msg] of cases) {
      expect((await call("POST", "/admin/sensitive-words", "editor", body)).json()).toMatchObject({
        code: 400,
        msg,
      });
    }
    expect(await staffActionCount()).toBe(before);
    expect((await call("DELETE", "/admin/sensitive-words/999999", "editor")).statusCode).toBe(404);
    const listed = (
      await call("GET", `/admin/sensitive-words?keyword=${encodeURIComponent("重复")}`, "editor")
    ).json();
    expect(listed.data.list).toEqual([expect.objectContaining({ word: "重复词", level: "review" })]);
  });
});

describe("paging a console list", () => {
  it("answers the requested page and counts every match of the filter", async () => {
    for (const word of ["分页词甲", "分页词乙", "分页词丙"]) {
      await call("POST", "/admin/sensitive-words", "editor", { word, level: "review" });
    }
    const page = (word: string, query: string) =>
      call("GET", `/admin/sensitive-words?keyword=${encodeURIComponent(word)}&${query}`, "editor");
    expect((await page("分页词", "page=1&page_size=2")).json().data).toMatchObject({
      list: [{ word: "分页词丙" }, { word: "分页词乙" }],
      total: 3,
      page: 1,
      page_size: 2,
    });
    expect((await page("分页词", "page=2&page_size=2")).json().data).toEqual({
      list: [expect.objectContaining({ word: "分页词甲" })],
      total: 3,
      page: 2,
      page_size: 2,
    });
    expect((await page("分页词乙", "page=1")).json().data).toMatchObject({ total: 1, page_size: 20 });
  });
});
