import {
  COMMENT_CONTENT_MAX,
  COMMENT_CONTENT_MESSAGE,
  COMMENT_CONTENT_MIN,
  type CommentItem,
} from "@tousu/contracts";
import { type FormEvent, useState } from "react";
import { buttonClass } from "../../ui/button";
import { countCharacters } from "../../ui/character-count";
import { TextArea } from "../../ui/text-area";
import type { CommentTarget } from "./comment-target";
import { useCommentApi } from "./use-comment-api";

interface CommentComposerProps {
  target: CommentTarget;
  /** Set for a reply: the comment answered (a reply to a reply joins its thread on the server). */
  replyTo?: { id: number; nickname: string };
  onPosted(comment: CommentItem): void;
  onCancel?(): void;
}

/** The box for a comment or a reply; loaded when first opened, with the contracts it checks against. */
export function CommentComposer({ target, replyTo, onPosted, onCancel }: CommentComposerProps) {
  const loadCommentApi = useCommentApi();
  const [content, setContent] = useState("");
  const [error, setError] = useState<string>();
  const [isSending, setIsSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const length = countCharacters(content.trim());
    if (length < COMMENT_CONTENT_MIN || length > COMMENT_CONTENT_MAX) {
      setError(COMMENT_CONTENT_MESSAGE);
      return;
    }
    setError(undefined);
    setIsSending(true);
    try {
      const api = await loadCommentApi();
      const posted = await api.post(target, { content, parent_id: replyTo?.id });
      if (!posted) return;
      setContent("");
      onPosted(posted);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <TextArea
        label={replyTo ? `回复 ${replyTo.nickname}` : "发表评论"}
        value={content}
        onValueChange={setContent}
        limit={COMMENT_CONTENT_MAX}
        rows={replyTo ? 3 : 4}
        error={error}
        placeholder={replyTo ? `回复 ${replyTo.nickname}…` : "理性发言，友善交流"}
        autoFocus
      />
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <button type="button" onClick={onCancel} className={buttonClass({ variant: "ghost", size: "sm" })}>
            取消
          </button>
        ) : null}
        <button type="submit" disabled={isSending} className={buttonClass({ size: "sm" })}>
          {isSending ? "发送中…" : replyTo ? "回复" : "发表评论"}
        </button>
      </div>
    </form>
  );
}
