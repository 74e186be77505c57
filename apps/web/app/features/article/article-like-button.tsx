import { formatCount } from "@tousu/domain";
import { useState } from "react";
import { useAppStore } from "../../lib/app-store";
import { useApi } from "../../shared/session/api-context";
import { useViewer } from "../../shared/session/viewer";
import { cx } from "../../ui/cx";
import { ThumbIcon } from "../../ui/icons";

interface ArticleLikeButtonProps {
  articleId: number;
  likeCount: number;
  liked: boolean;
}

/** 点赞: a logged-in reader likes an article once and may take it back; a visitor is asked to log in. */
export function ArticleLikeButton({ articleId, likeCount, liked: initiallyLiked }: ArticleLikeButtonProps) {
  const loadApi = useApi();
  const viewer = useViewer();
  const openLogin = useAppStore((state) => state.openLogin);
  const [state, setState] = useState({ like_count: likeCount, liked: initiallyLiked });
  // The page's data changes under the button when it is loaded again (after a login, the reader's own
  // like): what the server says then replaces what this button last knew.
  const [shown, setShown] = useState({ likeCount, liked: initiallyLiked });
  if (shown.likeCount !== likeCount || shown.liked !== initiallyLiked) {
    setShown({ likeCount, liked: initiallyLiked });
    setState({ like_count: likeCount, liked: initiallyLiked });
  }
  const [isSending, setIsSending] = useState(false);

  async function toggle() {
    if (!viewer) {
      openLogin("login");
      return;
    }
    setIsSending(true);
    try {
      const [api, { setArticleLike }] = await Promise.all([loadApi(), import("./article-like-api")]);
      const result = await setArticleLike(api, articleId, !state.liked);
      if (result) setState(result);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={isSending}
      aria-pressed={state.liked}
      className={cx(
        "inline-flex items-center gap-2 rounded-full border px-5 py-2 text-sm font-medium",
        state.liked
          ? "border-brand-600 bg-brand-50 text-brand-700"
          : "border-gray-300 text-gray-700 hover:border-brand-600 hover:text-brand-700",
      )}
    >
      <ThumbIcon isFilled={state.liked} className="size-4" />
      {state.liked ? "已赞" : "点赞"}
      <span className="text-gray-600">{formatCount(state.like_count)}</span>
    </button>
  );
}
