import type { CommentItem, TopLevelComment } from "@tousu/contracts";

// Comments as the API answers them, for this feature's tests.

export function comment(id: number, overrides: Partial<CommentItem> = {}): CommentItem {
  return {
    id,
    parent_id: null,
    content: `评论${id}`,
    author: { nickname: `读者${id}`, avatar: "" },
    reply_to: null,
    like_count: 0,
    liked: false,
    is_mine: false,
    is_deleted: false,
    status: "published",
    created_at: "2026-06-01T04:00:00.000Z",
    ...overrides,
  };
}

export function thread(id: number, replies: CommentItem[] = []): TopLevelComment {
  return { ...comment(id), reply_count: replies.length, replies };
}
