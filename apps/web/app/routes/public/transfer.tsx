import { checkOutboundLink, TRANSFER_DESTINATION_PARAM } from "@tousu/domain";
import type { MouseEvent } from "react";
import { data } from "react-router";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta, SITE_NAME } from "../../lib/site";
import { RouteErrorBoundary } from "../../shared/errors/route-error-boundary";
import { buttonClass } from "../../ui/button";
import type { Route } from "./+types/transfer";

export const handle: RouteHandle = { name: "transfer" };

// Whatever address it is given, this page is no one's content: search engines leave it alone.
export const meta: Route.MetaFunction = () => [
  ...pageMeta(`即将离开${SITE_NAME}`, `你即将离开${SITE_NAME}，前往其他网站。`),
  { name: "robots", content: "noindex, nofollow" },
];

/** The destination, checked; an address that may not be offered answers 400 with the reason. */
export function loader({ request }: Route.LoaderArgs) {
  const check = checkOutboundLink(new URL(request.url).searchParams.get(TRANSFER_DESTINATION_PARAM));
  return check.ok ? check : data(check, { status: 400 });
}

/** Back where the visitor came from; a page opened on its own (new tab, no history) goes home instead. */
function goBack(event: MouseEvent<HTMLAnchorElement>) {
  if (window.history.length > 1) {
    event.preventDefault();
    window.history.back();
  }
}

const BACK_LINK = (
  <a href="/" onClick={goBack} className={buttonClass({ variant: "secondary", size: "lg" })}>
    返回上一页
  </a>
);

// The page never moves on by itself: the visitor reads where the link goes and chooses.
export default function TransferPage({ loaderData }: Route.ComponentProps) {
  return (
    <section
      aria-labelledby="transfer-heading"
      className="mx-4 my-10 sm:mx-auto sm:my-16 sm:max-w-2xl rounded-lg bg-white px-6 py-8 shadow-[0_1px_2px_rgba(15,23,42,0.06)] sm:px-10 sm:py-10"
    >
      {loaderData.ok ? (
        <>
          <h1 id="transfer-heading" className="text-xl font-semibold text-gray-900">
            {`你即将离开${SITE_NAME}`}
          </h1>
          <p className="mt-2 text-sm leading-6 text-gray-600">
            该链接将打开其他网站，其内容与安全由对方负责。请留意网址是否与你想去的网站一致，不要在陌生网站输入账号、密码、验证码或银行卡信息。
          </p>
          <dl className="mt-6 space-y-4">
            <div className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3">
              <dt className="text-sm text-gray-700">目标网站</dt>
              <dd className="mt-1 text-2xl font-semibold break-all text-gray-900">{loaderData.host}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-700">完整网址</dt>
              <dd className="mt-1 font-mono text-sm leading-6 break-all text-gray-800">{loaderData.href}</dd>
            </div>
          </dl>
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href={loaderData.href}
              rel="noopener noreferrer nofollow"
              className={buttonClass({ size: "lg" })}
            >
              继续访问
            </a>
            {BACK_LINK}
          </div>
        </>
      ) : (
        <>
          <h1 id="transfer-heading" className="text-xl font-semibold text-gray-900">
            无法打开这个链接
          </h1>
          <p className="mt-3 text-base leading-7 text-red-700">{loaderData.message}</p>
          <p className="mt-2 text-sm leading-6 text-gray-600">
            为了你的安全，{SITE_NAME}只为以 http:// 或 https:// 开头的正常网址提供跳转。
          </p>
          <div className="mt-8 flex flex-wrap gap-3">{BACK_LINK}</div>
        </>
      )}
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
