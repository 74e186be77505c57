import type { RandomItem } from "@tousu/api-client";
import { PAGE_NOT_FOUND_MESSAGE } from "@tousu/domain";
import { Link } from "react-router";
import { buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";

interface NotFoundPageProps {
  /** Why the API answered 404, when it gave a reason of its own. */
  reason: string;
  articles: RandomItem[];
  complaints: RandomItem[];
}

/**
 * docs/product/routes.md#not-found-and-error-pages: the message, a way home and something else worth reading
 * instead.
 */
export function NotFoundPage({ reason, articles, complaints }: NotFoundPageProps) {
  return (
    <div className="space-y-6">
      <section className="rounded-lg bg-white px-8 py-12 text-center shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <p className="text-6xl font-bold tracking-tight text-brand-600">404</p>
        <h1 className="mt-4 text-2xl font-semibold text-gray-900">{PAGE_NOT_FOUND_MESSAGE}</h1>
        <p className="mt-2 text-gray-600">
          {reason && reason !== PAGE_NOT_FOUND_MESSAGE
            ? reason
            : "你访问的页面不存在、已被删除或暂时无法访问。"}
        </p>
        <p className="mt-1 text-gray-700">
          请检查地址是否正确，或从首页、搜索重新查找，也可以看看下面推荐的内容。
        </p>
        <Link to="/" className={`${buttonClass({ size: "lg" })} mt-8`}>
          返回首页
        </Link>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <SuggestionList title="推荐文章" items={articles} hrefOf={(id) => `/article/${id}`} />
        <SuggestionList title="推荐投诉" items={complaints} hrefOf={(id) => `/tousu/${id}`} />
      </div>
    </div>
  );
}

function SuggestionList({
  title,
  items,
  hrefOf,
}: {
  title: string;
  items: RandomItem[];
  hrefOf: (id: number) => string;
}) {
  if (items.length === 0) return null;
  return (
    <Card title={title}>
      <ol className="grid gap-x-6 px-5 py-3 text-sm sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="truncate border-b border-dashed border-gray-100 py-2">
            <Link
              to={hrefOf(item.id)}
              className="text-gray-700 hover:text-brand-700 hover:underline"
              title={item.title}
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ol>
    </Card>
  );
}
