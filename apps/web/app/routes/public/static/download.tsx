import { ACCOUNT_NOTE, CLIENT_OFFERS } from "@tousu/page-kit/client-offers";
import { Link } from "react-router";
import { qrCodeShape } from "../../../lib/qr-code.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { sharedPageMeta } from "../../../lib/share-meta";
import { SITE_NAME } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { buttonClass } from "../../../ui/button";
import { QrCode } from "../../../ui/qr-code";
import type { Route } from "./+types/download";

export const handle: RouteHandle = { name: "static-download" };

export const meta: Route.MetaFunction = (args) =>
  sharedPageMeta(args, {
    title: "下载App与小程序",
    description: "下载诉达 App 或使用微信小程序：投诉进度实时提醒、拍照留证、微信里免安装快速投诉。",
  });

// Drawn on the server: the page needs no script to show them.
export function loader() {
  return { codes: Object.fromEntries(CLIENT_OFFERS.map((offer) => [offer.key, qrCodeShape(offer.address)])) };
}

export default function DownloadPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <section className="rounded-lg bg-gradient-to-br from-brand-700 to-brand-600 px-6 py-10 text-white sm:px-10">
        <p className="text-sm font-medium tracking-wide text-white/80">{SITE_NAME}移动端</p>
        <h1 className="mt-2 text-3xl leading-tight font-semibold">在手机上投诉，进度随时知道</h1>
        <p className="mt-3 max-w-2xl text-base leading-7 text-white/90">{ACCOUNT_NOTE}</p>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        {CLIENT_OFFERS.map((offer) => {
          const code = loaderData.codes[offer.key];
          return (
            <section
              key={offer.key}
              aria-labelledby={`offer-${offer.key}`}
              className="rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
            >
              <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
                {code ? (
                  <figure className="shrink-0 text-center">
                    <QrCode
                      shape={code}
                      label={`${offer.name}二维码，打开 ${offer.address}`}
                      className="mx-auto size-40 rounded border border-gray-100"
                    />
                    <figcaption className="mt-2 text-xs text-gray-600">{offer.scanHint}</figcaption>
                  </figure>
                ) : null}
                <div className="min-w-0">
                  <h2 id={`offer-${offer.key}`} className="text-xl font-semibold text-gray-900">
                    {offer.name}
                  </h2>
                  <p className="mt-1 text-brand-700">{offer.tagline}</p>
                  <h3 className="mt-4 text-sm font-semibold text-gray-900">在哪里获取</h3>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-sm leading-6 text-gray-700">
                    {[...offer.whereToGet, offer.scanToGet].map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              </div>
              <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                {offer.features.map((feature) => (
                  <li key={feature.title} className="rounded-md bg-gray-50 p-4">
                    <h3 className="font-medium text-gray-900">{feature.title}</h3>
                    <p className="mt-1 text-sm leading-6 text-gray-600">{feature.text}</p>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>

      <section className="flex flex-col items-start gap-3 rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)] sm:flex-row sm:items-center sm:justify-between">
        <p className="text-gray-700">不想安装？网站上同样可以投诉、查进度、看品牌口碑。</p>
        <Link to="/complaint/create" className={buttonClass({ variant: "primary" })}>
          在网站上投诉
        </Link>
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
