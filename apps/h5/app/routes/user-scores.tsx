import { getMyScores } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { listPage } from "../lib/list-page";
import { h5PageMeta } from "../lib/page-meta";
import { loadUserPage } from "../lib/session.server";
import { InfiniteList } from "../ui/infinite-list";
import type { Route } from "./+types/user-scores";

export const handle = { title: "我的积分" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "我的积分",
    description: "积分余额与明细。",
    canonical: `${loaderData?.siteOrigin ?? ""}/user/scores`,
  });

export function loader(args: Route.LoaderArgs) {
  return loadUserPage(args, async (api) => {
    const scores = await api.call(getMyScores, {
      query: { page: readPageNumber(args.request), page_size: 20 },
    });
    return {
      siteOrigin: args.context.publicConfig.siteOrigin,
      balance: scores.balance,
      entries: listPage(args.request, scores, (entry) => ({
        id: entry.id,
        reason: entry.reason_label,
        points: entry.points,
        createdAt: formatDateTime(entry.created_at),
      })),
    };
  });
}

/** The list in this route's loader data, as a fetcher of the next page answers it too. */
const entriesOf = (data: unknown) => (data as Route.ComponentProps["loaderData"]).entries;

export default function Scores({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-3 pb-4">
      <section className="bg-white px-4 py-5">
        <h2 className="text-sm text-gray-600">积分余额</h2>
        <p className="mt-1 text-4xl font-semibold text-gray-900 tabular-nums">{loaderData.balance}</p>
        <p className="mt-2 text-sm text-gray-600">投诉通过审核、评价处理结果、评论获得点赞都可以获得积分。</p>
      </section>
      <section aria-labelledby="scores-heading" className="bg-white">
        <h2 id="scores-heading" className="px-4 pt-4 pb-2 font-semibold text-gray-900">
          积分明细
        </h2>
        <InfiniteList
          first={loaderData.entries}
          pageOf={entriesOf}
          itemKey={(entry) => entry.id}
          className="divide-y divide-gray-100"
          itemClassName="flex items-center gap-3 px-4 py-3"
          renderItem={(entry) => (
            <>
              <div className="min-w-0 flex-1">
                <p className="truncate text-[15px] text-gray-900">{entry.reason}</p>
                <time className="text-xs text-gray-600">{entry.createdAt}</time>
              </div>
              <span
                className={`shrink-0 font-medium tabular-nums ${entry.points >= 0 ? "text-emerald-700" : "text-gray-700"}`}
              >
                {entry.points >= 0 ? `+${entry.points}` : entry.points}
              </span>
            </>
          )}
          empty={<p className="px-4 py-12 text-center text-sm text-gray-600">还没有积分记录</p>}
        />
      </section>
    </div>
  );
}
