import { describe, expect, it } from "vitest";
import { comment, thread } from "./comment-fixtures";
import { addComment, removeComment, updateComment } from "./comment-list";

describe("comment list changes", () => {
  it("updates a thread or a reply by id", () => {
    const threads = [thread(1, [comment(2, { parent_id: 1 })]), thread(3)];
    const liked = updateComment(threads, 2, (c) => ({ ...c, liked: true, like_count: 1 }));
    expect(liked[0]?.replies[0]).toMatchObject({ liked: true, like_count: 1 });
    expect(liked[1]).toBe(threads[1]);
    expect(updateComment(threads, 3, (c) => ({ ...c, like_count: 5 }))[1]).toMatchObject({
      like_count: 5,
      replies: [],
    });
  });

  it("puts a new comment first and a reply at the end of its thread, counting only published replies", () => {
    const threads = [thread(1, [comment(2, { parent_id: 1 })])];
    expect(addComment(threads, comment(9)).map((t) => t.id)).toEqual([9, 1]);
    const replied = addComment(threads, comment(10, { parent_id: 1 }));
    expect(replied[0]?.replies.map((r) => r.id)).toEqual([2, 10]);
    expect(replied[0]?.reply_count).toBe(2);
    expect(addComment(threads, comment(11, { parent_id: 1, status: "pending" }))[0]?.reply_count).toBe(1);
  });

  it("leaves a placeholder for a deleted thread with replies and drops everything else", () => {
    const threads = [thread(1, [comment(2, { parent_id: 1 })]), thread(3)];
    const withoutThread = removeComment(threads, 1);
    expect(withoutThread[0]).toMatchObject({
      id: 1,
      is_deleted: true,
      author: null,
      content: "该评论已删除",
    });
    expect(removeComment(threads, 3).map((t) => t.id)).toEqual([1]);
    const withoutReply = removeComment(threads, 2);
    expect(withoutReply[0]).toMatchObject({ reply_count: 0, replies: [] });
  });
});
