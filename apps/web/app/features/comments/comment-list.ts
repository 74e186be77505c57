import type { CommentItem, TopLevelComment } from "@tousu/contracts";

// The section keeps the loaded threads in state and changes them in place after each action,
// the way the server just did, rather than reloading the page of comments.

const DELETED_TEXT = "该评论已删除";

/** Applies `change` to the comment with `id`, wherever it sits (a thread or one of its replies). */
export function updateComment(
  threads: TopLevelComment[],
  id: number,
  change: (comment: CommentItem) => CommentItem,
): TopLevelComment[] {
  return threads.map((thread) => {
    if (thread.id === id) return { ...thread, ...change(thread) };
    if (!thread.replies.some((reply) => reply.id === id)) return thread;
    return { ...thread, replies: thread.replies.map((reply) => (reply.id === id ? change(reply) : reply)) };
  });
}

/** A new top-level comment goes first; a reply joins the end of its thread. */
export function addComment(threads: TopLevelComment[], comment: CommentItem): TopLevelComment[] {
  if (comment.parent_id === null) return [{ ...comment, reply_count: 0, replies: [] }, ...threads];
  return threads.map((thread) =>
    thread.id === comment.parent_id
      ? {
          ...thread,
          reply_count: thread.reply_count + (comment.status === "published" ? 1 : 0),
          replies: [...thread.replies, comment],
        }
      : thread,
  );
}

/** As the server shows it after a delete: a thread with replies keeps a placeholder, anything else goes. */
export function removeComment(threads: TopLevelComment[], id: number): TopLevelComment[] {
  return threads.flatMap((thread) => {
    if (thread.id === id) {
      if (thread.replies.length === 0 && thread.reply_count === 0) return [];
      return [{ ...thread, content: DELETED_TEXT, author: null, is_deleted: true, is_mine: false }];
    }
    const reply = thread.replies.find((item) => item.id === id);
    if (!reply) return [thread];
    return [
      {
        ...thread,
        reply_count: Math.max(thread.reply_count - (reply.status === "published" ? 1 : 0), 0),
        replies: thread.replies.filter((item) => item.id !== id),
      },
    ];
  });
}
