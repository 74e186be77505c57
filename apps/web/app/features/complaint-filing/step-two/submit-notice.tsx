import type { DuplicateComplaintData } from "@tousu/contracts";
import { Link } from "react-router";
import { buttonClass } from "../../../ui/button";

/** What the submission answered when it did not go through, for the box above the submit button. */
export type SubmitNotice =
  | { kind: "duplicate"; message: string; duplicate: DuplicateComplaintData }
  | { kind: "blocked"; message: string; words: string[] }
  | { kind: "error"; message: string };

interface SubmitNoticeBoxProps {
  notice: SubmitNotice;
  /** Set when the visitor may join the collective complaint offered with a duplicate. */
  onJoinCollective?(collectiveId: number): void;
  isJoining?: boolean;
}

/**
 * A refused submission, explained where the visitor is looking: the duplicate with a link to it (and
 * the collective complaint offered instead), the blocked words marked, or the server's message.
 */
export function SubmitNoticeBox({ notice, onJoinCollective, isJoining }: SubmitNoticeBoxProps) {
  return (
    <div
      role="alert"
      className="rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      <p className="font-medium">{notice.message}</p>
      {notice.kind === "blocked" && notice.words.length > 0 ? (
        <p className="mt-1.5 leading-7">
          请修改以下词语：
          {notice.words.map((word) => (
            <mark key={word} className="mx-0.5 rounded bg-amber-200 px-1.5 py-0.5 font-medium text-gray-900">
              {word}
            </mark>
          ))}
        </p>
      ) : null}
      {notice.kind === "duplicate" ? (
        <div className="mt-2 space-y-2">
          <p>
            <Link
              to={`/tousu/${notice.duplicate.duplicate_id}`}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              查看已提交的投诉
            </Link>
          </p>
          {notice.duplicate.collective ? (
            <div className="rounded-md bg-white px-3 py-2.5 text-gray-800">
              <p>
                已有同类问题的集体投诉「
                <Link
                  to={`/tousu/collective/${notice.duplicate.collective.id}`}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {notice.duplicate.collective.title}
                </Link>
                」，加入后与其他消费者一起维权。
              </p>
              {onJoinCollective ? (
                <button
                  type="button"
                  disabled={isJoining}
                  onClick={() => {
                    const collective = notice.duplicate.collective;
                    if (collective) onJoinCollective(collective.id);
                  }}
                  className={`${buttonClass({ size: "sm" })} mt-2`}
                >
                  加入集体投诉
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The content with each blocked word marked, so the visitor sees where to edit. */
export function markWords(text: string, words: readonly string[]): { text: string; isMarked: boolean }[] {
  const found = words.filter((word) => word.length > 0);
  if (found.length === 0) return [{ text, isMarked: false }];
  const escaped = found.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`(${escaped.join("|")})`, "giu");
  return text
    .split(pattern)
    .filter((part) => part !== "")
    .map((part) => ({
      text: part,
      isMarked: found.some((word) => word.toLowerCase() === part.toLowerCase()),
    }));
}
