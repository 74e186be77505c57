import type { ContractData, getPoster } from "@tousu/contracts";
import { trackEvent } from "@tousu/page-kit/tracking-beacon";
import { useEffect } from "react";
import { Link } from "react-router";
import { SITE_NAME } from "../../lib/site";
import { useImageUrl } from "../../lib/use-image-url";
import { buttonClass } from "../../ui/button";
import { useCopyLink } from "./use-copy-link";

type Poster = ContractData<typeof getPoster>;

/**
 * A poster as an image to keep: a real `<img>`, so a phone's long-press offers to save it, a download
 * button for computers, and the subject's link to copy.
 */
export function PosterView({ poster, heading }: { poster: Poster; heading: string }) {
  const imageUrl = useImageUrl()(poster.image_url) ?? poster.image_url;
  const pagePath = new URL(poster.page_url).pathname;
  const { copy, notice, isReady } = useCopyLink(pagePath);
  useEffect(() => trackEvent("poster_generated"), []);
  return (
    <div className="flex w-full max-w-md flex-col items-center gap-4 px-4 py-6 sm:py-10">
      <header className="flex w-full items-center justify-between">
        <Link to="/" className="text-lg font-bold text-brand-700">
          {SITE_NAME}
        </Link>
        <Link
          to={pagePath}
          className="text-sm text-gray-700 underline-offset-2 hover:text-brand-700 hover:underline"
        >
          返回原页面
        </Link>
      </header>
      <h1 className="w-full text-base font-semibold text-gray-900">{heading}</h1>
      <img
        src={imageUrl}
        width={poster.width}
        height={poster.height}
        alt={`${heading}：${poster.title}`}
        className="h-auto w-full rounded-lg shadow-md"
      />
      <p className="text-sm text-gray-700">
        <span className="sm:hidden">长按图片保存到手机，或发送给朋友</span>
        <span className="hidden sm:inline">下载图片后可发到微信群、朋友圈</span>
      </p>
      <div className="flex w-full gap-3">
        <a href={imageUrl} download={`${SITE_NAME}海报.png`} className={`${buttonClass()} flex-1`}>
          下载海报
        </a>
        <button
          type="button"
          disabled={!isReady}
          onClick={() => void copy()}
          className={`${buttonClass({ variant: "secondary" })} flex-1`}
        >
          复制链接
        </button>
      </div>
      <p role="status" className="min-h-4 w-full text-center text-xs break-all text-gray-600">
        {notice}
      </p>
    </div>
  );
}
