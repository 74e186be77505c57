import { HotBrandGrid } from "../../features/brand/hot-brand-grid";
import { loadRankingPage } from "../../features/ranking/load-ranking-page.server";
import { RankingBoard } from "../../features/ranking/ranking-board";
import type { RouteHandle } from "../../lib/route-handle";
import { sharedPageMeta } from "../../lib/share-meta";
import { RouteErrorBoundary } from "../../shared/errors/route-error-boundary";
import { Card } from "../../ui/card";
import type { Route } from "./+types/ranking";

export const handle: RouteHandle = { name: "ranking" };

// /brands/rank shows this page too; /ranking (with the same board chosen) is the address search engines keep.
export const meta: Route.MetaFunction = (args) =>
  sharedPageMeta(args, {
    title: "品牌红黑榜",
    description: "按行业与周期排名的品牌红黑榜：回复率、及时回复率、完成率与满意度综合得分。",
    path: `/ranking${args.location.search}`,
  });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadRankingPage(request, context);
}

export default function RankingPage({ loaderData }: Route.ComponentProps) {
  const { ranking, discoverBrands } = loaderData;
  return (
    <div className="space-y-5">
      <RankingBoard ranking={ranking} />
      {discoverBrands.length > 0 ? (
        <Card title="随便看看">
          <p className="px-5 pt-4 text-sm text-gray-600">每小时换一批品牌，看看消费者都在投诉什么</p>
          <HotBrandGrid brands={discoverBrands} />
        </Card>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
