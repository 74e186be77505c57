/** A comment as the H5 pages show it (what the loaders keep of the API's comment). */
export interface H5Comment {
  id: number;
  author: string;
  replyTo: string | null;
  content: string;
  likeCount: number;
  liked: boolean;
  /** Held for moderation: shown to its author only, as 审核中. */
  isPending: boolean;
  isDeleted: boolean;
  createdAt: string;
}

export interface H5Thread extends H5Comment {
  replies: H5Comment[];
  /** All its replies, of which `replies` are the first few. */
  replyCount: number;
}

/** What a comment form's action answers. */
export type CommentActionResult =
  | { intent: "comment"; ok: true }
  | { intent: "comment"; ok: false; message: string; content: string }
  | { intent: "like-comment"; commentId: number; ok: true; likeCount: number }
  | { intent: "like-comment"; commentId: number; ok: false; message: string };
