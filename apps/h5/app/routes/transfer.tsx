import { checkOutboundLink, TRANSFER_DESTINATION_PARAM } from "@tousu/domain";
import { SITE_NAME } from "@tousu/page-kit/site-text";
import { data, Link } from "react-router";
import { h5PageMeta } from "../lib/page-meta";
import type { Route } from "./+types/transfer";

export const handle = { title: "即将离开" };

// Whatever address it is given, this page is no one's content: search engines leave it alone.
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...h5PageMeta({
    title: `即将离开${SITE_NAME}`,
    description: `你即将离开${SITE_NAME}，前往其他网站。`,
    canonical: `${loaderData?.siteOrigin ?? ""}/transfer`,
  }),
  { name: "robots", content: "noindex, nofollow" },
];

/** The destination, checked by the PC page's rule; an address that may not be offered answers 400. */
export function loader({ request, context }: Route.LoaderArgs) {
  const check = checkOutboundLink(new URL(request.url).searchParams.get(TRANSFER_DESTINATION_PARAM));
  const siteOrigin = context.publicConfig.siteOrigin;
  return check.ok ? { ...check, siteOrigin } : data({ ...check, siteOrigin }, { status: 400 });
}

const BACK_LINK = (
  <Link
    to="/"
    className="flex min-h-11 flex-1 items-center justify-center rounded-full bg-gray-100 text-gray-800"
  >
    返回首页
  </Link>
);

// The page never moves on by itself: the visitor reads where the link goes and chooses.
export default function TransferPage({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="transfer-heading" className="bg-white px-4 py-6">
      {loaderData.ok ? (
        <>
          <h2 id="transfer-heading" className="text-lg font-semibold text-gray-900">
            {`你即将离开${SITE_NAME}`}
          </h2>
          <p className="mt-2 text-sm leading-6 text-gray-600">
            该链接将打开其他网站，其内容与安全由对方负责。请留意网址是否与你想去的网站一致，不要在陌生网站输入账号、密码、验证码或银行卡信息。
          </p>
          <dl className="mt-4 space-y-3">
            <div className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-3">
              <dt className="text-sm text-gray-700">目标网站</dt>
              <dd className="mt-1 break-all text-xl font-semibold text-gray-900">{loaderData.host}</dd>
            </div>
            <div>
              <dt className="text-sm text-gray-700">完整网址</dt>
              <dd className="mt-1 break-all font-mono text-sm leading-6 text-gray-800">{loaderData.href}</dd>
            </div>
          </dl>
          <div className="mt-6 flex gap-3">
            <a
              href={loaderData.href}
              rel="noopener noreferrer nofollow"
              className="flex min-h-11 flex-1 items-center justify-center rounded-full bg-brand-600 text-white"
            >
              继续访问
            </a>
            {BACK_LINK}
          </div>
        </>
      ) : (
        <>
          <h2 id="transfer-heading" className="text-lg font-semibold text-gray-900">
            无法打开这个链接
          </h2>
          <p className="mt-2 text-[15px] leading-7 text-red-700">{loaderData.message}</p>
          <p className="mt-2 text-sm leading-6 text-gray-600">
            为了你的安全，{SITE_NAME}只为以 http:// 或 https:// 开头的正常网址提供跳转。
          </p>
          <div className="mt-6 flex">{BACK_LINK}</div>
        </>
      )}
    </section>
  );
}
