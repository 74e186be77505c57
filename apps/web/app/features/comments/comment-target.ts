import type { TopLevelComment } from "@tousu/contracts";

/** What comments are written under: a complaint or an article (one comment system for both). */
export interface CommentTarget {
  kind: "complaint" | "article";
  id: number;
}

export type CommentSort = "new" | "hot";

/** One page of top-level comments and how many published comments the target has in all. */
export interface CommentPage {
  list: TopLevelComment[];
  total: number;
  page: number;
  page_size: number;
  comment_count: number;
}

/** A list endpoint's answer (`complaint` or `article` says what it is about) as a `CommentPage`. */
export function toCommentPage(
  data: Omit<CommentPage, "comment_count"> &
    ({ complaint: { comment_count: number } } | { article: { comment_count: number } }),
): CommentPage {
  const about = "complaint" in data ? data.complaint : data.article;
  return {
    list: data.list,
    total: data.total,
    page: data.page,
    page_size: data.page_size,
    comment_count: about.comment_count,
  };
}
