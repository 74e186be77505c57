import { getMyScores, listMallBenefits, listMyComplaints, listMyRedemptions } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { MyRedemptions, PointsMall } from "../../features/points-mall";
import { loadUserPage } from "../../features/user-centre/load-user-page.server";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { RouteErrorBoundary } from "../../shared/errors/route-error-boundary";
import { Card } from "../../ui/card";
import { Pager } from "../../ui/pager";
import type { Route } from "./+types/scores";

export const handle: RouteHandle = { name: "user-scores" };

export const meta: Route.MetaFunction = () => pageMeta("我的积分");

/** The complaints a printed package may be made of: the member's newest. */
const PRINTABLE_COMPLAINTS = 50;

export function loader(args: Route.LoaderArgs) {
  return loadUserPage(handle, args, async (api) => {
    const [scores, benefits, redemptions, complaints] = await Promise.all([
      api.call(getMyScores, { query: { page: readPageNumber(args.request), page_size: 20 } }),
      api.call(listMallBenefits),
      api.call(listMyRedemptions, {
        query: { page: readPageNumber(args.request, "redemptions_page"), page_size: 10 },
      }),
      api.call(listMyComplaints, { query: { page: 1, page_size: PRINTABLE_COMPLAINTS } }),
    ]);
    return {
      scores,
      benefits: benefits.list,
      redemptions,
      complaints: complaints.list.map(({ id, title }) => ({ id, title })),
    };
  });
}

export default function ScoresPage({ loaderData }: Route.ComponentProps) {
  const { scores, benefits, redemptions, complaints } = loaderData;
  return (
    <div className="space-y-6">
      <section className="rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <h1 className="text-sm text-gray-600">积分余额</h1>
        <p className="mt-1 text-4xl font-semibold text-gray-900 tabular-nums">{scores.balance}</p>
        <p className="mt-2 text-sm text-gray-600">
          投诉通过审核、评价处理结果、评论获得点赞都可以获得积分，积分可在下方积分商城兑换权益。
        </p>
      </section>
      <PointsMall balance={scores.balance} benefits={benefits} complaints={complaints} />
      <MyRedemptions redemptions={redemptions} />
      <Card title="积分明细">
        {scores.list.length === 0 ? (
          <p className="px-5 py-12 text-center text-sm text-gray-600">还没有积分记录</p>
        ) : (
          <table className="w-full text-sm">
            <thead className="text-left text-gray-600">
              <tr className="border-b border-gray-100">
                <th scope="col" className="px-5 py-2.5 font-normal">
                  事项
                </th>
                <th scope="col" className="px-5 py-2.5 font-normal">
                  时间
                </th>
                <th scope="col" className="px-5 py-2.5 text-right font-normal">
                  积分
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {scores.list.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-5 py-3 text-gray-900">{entry.reason_label}</td>
                  <td className="px-5 py-3 text-gray-600">
                    <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                  </td>
                  <td
                    className={
                      entry.points >= 0
                        ? "px-5 py-3 text-right font-medium text-emerald-700 tabular-nums"
                        : "px-5 py-3 text-right font-medium text-gray-700 tabular-nums"
                    }
                  >
                    {entry.points >= 0 ? `+${entry.points}` : entry.points}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager page={scores.page} pageSize={scores.page_size} total={scores.total} />
      </Card>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
