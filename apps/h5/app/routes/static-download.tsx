import { ACCOUNT_NOTE, CLIENT_OFFERS } from "@tousu/page-kit/client-offers";
import { SITE_NAME } from "@tousu/page-kit/site-text";
import { Link } from "react-router";
import { h5PageMeta } from "../lib/page-meta";
import type { Route } from "./+types/static-download";

export const handle = { title: "下载App" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "下载App与小程序",
    description: "下载诉达 App 或使用微信小程序：投诉进度实时提醒、拍照留证、微信里免安装快速投诉。",
    canonical: `${loaderData?.siteOrigin ?? ""}/static/download`,
  });

export function loader({ context }: Route.LoaderArgs) {
  return { siteOrigin: context.publicConfig.siteOrigin };
}

// On a phone a QR code cannot be scanned by the phone showing it, so this page says where to get
// each client instead of drawing the PC page's codes.
export default function DownloadPage() {
  return (
    <div className="space-y-2 pb-3">
      <section className="bg-gradient-to-br from-brand-700 to-brand-600 px-4 py-6 text-white">
        <p className="text-sm text-white/90">{SITE_NAME}移动端</p>
        <h2 className="mt-1 text-xl font-semibold leading-snug">在手机上投诉，进度随时知道</h2>
        <p className="mt-2 text-sm leading-6 text-white/90">{ACCOUNT_NOTE}</p>
      </section>
      {CLIENT_OFFERS.map((offer) => (
        <section key={offer.key} aria-labelledby={`offer-${offer.key}`} className="bg-white px-4 py-4">
          <h2 id={`offer-${offer.key}`} className="text-lg font-semibold text-gray-900">
            {offer.name}
          </h2>
          <p className="mt-0.5 text-sm text-brand-700">{offer.tagline}</p>
          <h3 className="mt-3 text-sm font-semibold text-gray-900">在哪里获取</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm leading-6 text-gray-700">
            {offer.whereToGet.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <ul className="mt-3 grid grid-cols-2 gap-2">
            {offer.features.map((feature) => (
              <li key={feature.title} className="rounded-lg bg-gray-50 p-3">
                <h3 className="text-sm font-medium text-gray-900">{feature.title}</h3>
                <p className="mt-1 text-xs leading-5 text-gray-600">{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section className="bg-white px-4 py-4">
        <p className="text-sm text-gray-700">不想安装？网站上同样可以投诉、查进度、看品牌口碑。</p>
        <Link
          to="/complaint/create"
          reloadDocument
          className="mt-3 flex min-h-11 items-center justify-center rounded-full bg-brand-600 text-white"
        >
          在网站上投诉
        </Link>
      </section>
    </div>
  );
}
