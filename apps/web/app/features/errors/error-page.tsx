import { Link } from "react-router";
import { buttonClass } from "../../ui/button";

/**
 * Any error other than 404: its status, what went wrong in words and a link home
 * (docs/product/routes.md#not-found-and-error-pages).
 */
export function ErrorPage({ status, message }: { status: number; message: string }) {
  return (
    <section className="rounded-lg bg-white px-8 py-16 text-center shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
      <p className="text-6xl font-bold tracking-tight text-brand-600">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold text-gray-900">{message}</h1>
      <p className="mt-2 text-gray-600">页面暂时无法显示，请稍后刷新重试。</p>
      <Link to="/" className={`${buttonClass({ size: "lg" })} mt-8`}>
        返回首页
      </Link>
    </section>
  );
}
