import { useEffect, useRef } from "react";
import { Link, useActionData, useFetcher } from "react-router";
import { loginPath } from "../lib/login-paths";
import type { CommentActionResult } from "./comment-types";

/**
 * Write a comment: a form posted to the page's action (the API checks the length and the content
 * rules and answers in Chinese, shown under the box with what was typed kept). Emptied once the
 * comment is in. A visitor is offered the login page instead, which brings them back here.
 */
export function CommentBox({
  page,
  loggedIn,
  maxLength,
}: {
  page: string;
  loggedIn: boolean;
  maxLength: number;
}) {
  const fetcher = useFetcher<CommentActionResult>();
  // Without scripts the form is an ordinary post: its answer is the page's action data.
  const posted = useActionData<CommentActionResult | null>();
  const answer = fetcher.data ?? posted;
  const result = answer?.intent === "comment" ? answer : undefined;
  const form = useRef<HTMLFormElement>(null);
  const isSending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.intent === "comment" && fetcher.data.ok)
      form.current?.reset();
  }, [fetcher.state, fetcher.data]);

  if (!loggedIn) {
    return (
      <Link
        to={loginPath(page)}
        className="flex min-h-11 items-center justify-center rounded-full bg-gray-100 text-sm text-gray-700"
      >
        登录后发表评论
      </Link>
    );
  }
  return (
    <fetcher.Form ref={form} method="post" className="space-y-2">
      <input type="hidden" name="intent" value="comment" />
      <label htmlFor="comment-content" className="sr-only">
        评论内容
      </label>
      <textarea
        id="comment-content"
        name="content"
        rows={3}
        maxLength={maxLength}
        required
        defaultValue={result && !result.ok ? result.content : undefined}
        placeholder="说说你的看法或类似经历"
        aria-describedby={result && !result.ok ? "comment-error" : undefined}
        className="block w-full resize-none rounded-lg border border-gray-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none"
      />
      {result && !result.ok ? (
        <p id="comment-error" role="alert" className="text-sm text-brand-700">
          {result.message}
        </p>
      ) : null}
      {result?.ok ? (
        <p role="status" className="text-sm text-gray-700">
          评论已提交
        </p>
      ) : null}
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={isSending}
          className="min-h-11 rounded-full bg-brand-600 px-6 text-sm font-medium text-white disabled:opacity-60"
        >
          {isSending ? "发表中…" : "发表评论"}
        </button>
      </div>
    </fetcher.Form>
  );
}
