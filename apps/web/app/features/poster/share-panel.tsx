import { Link } from "react-router";
import { buttonClass } from "../../ui/button";
import { useCopyLink } from "./use-copy-link";

/** Copy a public page's address, or open its poster (or another poster of it) to share as an image. */
export function SharePanel({
  path,
  posterPath,
  morePosters = [],
}: {
  path: string;
  posterPath: string;
  morePosters?: { label: string; path: string }[];
}) {
  const { copy, notice, isReady } = useCopyLink(path);
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <button
          type="button"
          disabled={!isReady}
          onClick={() => void copy()}
          className={`${buttonClass({ variant: "secondary", size: "sm" })} flex-1`}
        >
          复制链接
        </button>
        <Link to={posterPath} className={`${buttonClass({ variant: "secondary", size: "sm" })} flex-1`}>
          生成海报
        </Link>
      </div>
      {morePosters.length > 0 ? (
        <p className="flex gap-4 text-sm">
          {morePosters.map((poster) => (
            <Link key={poster.path} to={poster.path} className="text-brand-700 hover:underline">
              {poster.label}
            </Link>
          ))}
        </p>
      ) : null}
      <p role="status" className="min-h-4 text-xs break-all text-gray-600">
        {notice}
      </p>
    </div>
  );
}
