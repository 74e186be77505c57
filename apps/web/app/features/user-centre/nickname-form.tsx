import { NICKNAME_MAX, NICKNAME_MIN } from "@tousu/domain";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useAppStore } from "../../lib/app-store";
import { useUserStore } from "../../shared/session/user-store";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import { PenIcon } from "../../ui/icons";

/** A refusal may carry the token of a 402, which the action (run on the server) cannot act on itself. */
export type NicknameActionData = { ok: true } | { ok: false; error: string; bindAccessToken?: string };

/**
 * The nickname with an edit toggle. It posts to the user page's action, so it works before the page
 * hydrates; after a save every loader (header included) re-reads the member.
 */
export function NicknameForm({ nickname }: { nickname: string }) {
  const fetcher = useFetcher<NicknameActionData>();
  const [isEditing, setIsEditing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined;
  const isSaving = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) setIsEditing(false);
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (isEditing) inputRef.current?.select();
  }, [isEditing]);

  // An account without a phone may not rename itself (decision 046): the bind dialog opens, as the
  // browser's API client opens it for a 402.
  useEffect(() => {
    const bindAccessToken = fetcher.data && !fetcher.data.ok ? fetcher.data.bindAccessToken : undefined;
    if (!bindAccessToken) return;
    useUserStore.getState().setBindAccessToken(bindAccessToken);
    useAppStore.getState().openLogin("bind");
  }, [fetcher.data]);

  if (!isEditing) {
    return (
      <div className="flex items-center gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">{nickname}</h1>
        <button
          type="button"
          onClick={() => setIsEditing(true)}
          className="inline-flex items-center gap-1 text-sm text-gray-600 hover:text-brand-700"
        >
          <PenIcon />
          修改昵称
        </button>
      </div>
    );
  }

  return (
    <fetcher.Form method="put" className="max-w-md">
      <h1 className="sr-only">{nickname}</h1>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-800">
        昵称
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          name="nickname"
          defaultValue={nickname}
          maxLength={NICKNAME_MAX}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={cx(`${id}-hint`, error && `${id}-error`)}
          className={cx(
            "h-10 min-w-0 flex-1 rounded-md border px-3 text-gray-900 focus:outline-none focus-visible:ring-2",
            error
              ? "border-brand-600 focus-visible:ring-brand-200"
              : "border-gray-300 focus-visible:ring-brand-100",
          )}
        />
        <button type="submit" disabled={isSaving} className={buttonClass()}>
          {isSaving ? "保存中…" : "保存"}
        </button>
        <button
          type="button"
          onClick={() => setIsEditing(false)}
          className={buttonClass({ variant: "secondary" })}
        >
          取消
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-gray-600">
        {`${NICKNAME_MIN}～${NICKNAME_MAX}个字，可使用中文、字母、数字、下划线和连字符`}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-brand-700">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
