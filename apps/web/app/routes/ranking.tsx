import { RouteErrorBoundary } from "../features/errors/route-error-boundary";
import { loadRankingPage } from "../features/ranking/load-ranking-page.server";
import { RankingBoard } from "../features/ranking/ranking-board";
import type { RouteHandle } from "../lib/route-handle";
import { pageMeta } from "../lib/site";
import type { Route } from "./+types/ranking";

export const handle: RouteHandle = { name: "ranking" };

export const meta: Route.MetaFunction = () =>
  pageMeta("品牌红黑榜", "按行业与周期排名的品牌红黑榜：回复率、及时回复率、完成率与满意度综合得分。");

export function loader({ request, context }: Route.LoaderArgs) {
  return loadRankingPage(request, context);
}

export default function RankingPage({ loaderData }: Route.ComponentProps) {
  return <RankingBoard ranking={loaderData.ranking} />;
}

export { RouteErrorBoundary as ErrorBoundary };
