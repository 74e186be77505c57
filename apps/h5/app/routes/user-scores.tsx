import {
  getMyScores,
  listMallBenefits,
  listMyComplaints,
  listMyRedemptions,
  redeemBenefit,
} from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { newRedemptionKey, REDEEMED_MESSAGE } from "@tousu/page-kit/points-mall";
import { createServerApi } from "@tousu/page-kit/server-api";
import { PointsMall, type RedeemAnswer } from "../features/points-mall/points-mall";
import { attemptWrite } from "../lib/api-write.server";
import { listPage } from "../lib/list-page";
import { h5PageMeta } from "../lib/page-meta";
import { loadUserPage } from "../lib/session.server";
import { InfiniteList } from "../ui/infinite-list";
import type { Route } from "./+types/user-scores";

export const handle = { title: "我的积分" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "我的积分",
    description: "积分余额与明细，积分商城兑换权益。",
    canonical: `${loaderData?.siteOrigin ?? ""}/user/scores`,
  });

/** The redemptions the page shows, newest first; every spend is also in the ledger below. */
const RECENT_REDEMPTIONS = 5;
/** The complaints a printed package may be made of: the member's newest. */
const PRINTABLE_COMPLAINTS = 50;

export function loader(args: Route.LoaderArgs) {
  return loadUserPage(args, async (api) => {
    const [scores, benefits, redemptions, complaints] = await Promise.all([
      api.call(getMyScores, { query: { page: readPageNumber(args.request), page_size: 20 } }),
      api.call(listMallBenefits),
      api.call(listMyRedemptions, { query: { page: 1, page_size: RECENT_REDEMPTIONS } }),
      api.call(listMyComplaints, { query: { page: 1, page_size: PRINTABLE_COMPLAINTS } }),
    ]);
    return {
      siteOrigin: args.context.publicConfig.siteOrigin,
      balance: scores.balance,
      // A key per benefit per render: a repeated post of this page's form spends once.
      benefits: benefits.list.map((benefit) => ({ ...benefit, key: newRedemptionKey() })),
      complaints: complaints.list.map(({ id, title }) => ({ id, title })),
      redemptions: redemptions.list.map((redemption) => ({
        no: redemption.redemption_no,
        title: redemption.benefit_title,
        status: redemption.status_label,
        points: redemption.points,
        note: redemption.fulfilment_note,
        createdAt: formatDateTime(redemption.created_at),
      })),
      entries: listPage(args.request, scores, (entry) => ({
        id: entry.id,
        reason: entry.reason_label,
        points: entry.points,
        createdAt: formatDateTime(entry.created_at),
      })),
    };
  });
}

/** Redeems one benefit through the API with the key the page was rendered with. */
export async function action({ request, context }: Route.ActionArgs): Promise<RedeemAnswer> {
  const form = await request.formData();
  const api = createServerApi(request, context);
  const complaintId = form.get("complaint_id");
  const { done, refusal } = await attemptWrite(request, () =>
    api.call(redeemBenefit, {
      body: {
        benefit_code: String(form.get("benefit_code") ?? ""),
        idempotency_key: String(form.get("idempotency_key") ?? ""),
        ...(complaintId === null ? {} : { complaint_id: String(complaintId) }),
      },
    }),
  );
  return {
    redeemed: done ? `${REDEEMED_MESSAGE}：${done.redemption.benefit_title}` : null,
    refusal: refusal ? { error: refusal.error } : null,
  };
}

/** The list in this route's loader data, as a fetcher of the next page answers it too. */
const entriesOf = (data: unknown) => (data as Route.ComponentProps["loaderData"]).entries;

export default function Scores({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-3 pb-4">
      <section className="bg-white px-4 py-5">
        <h2 className="text-sm text-gray-600">积分余额</h2>
        <p className="mt-1 text-4xl font-semibold text-gray-900 tabular-nums">{loaderData.balance}</p>
        <p className="mt-2 text-sm text-gray-600">
          投诉通过审核、评价处理结果、评论获得点赞都可以获得积分，积分可在积分商城兑换权益。
        </p>
      </section>
      <PointsMall
        balance={loaderData.balance}
        benefits={loaderData.benefits}
        complaints={loaderData.complaints}
      />
      <section aria-labelledby="redemptions-heading" className="bg-white">
        <h2 id="redemptions-heading" className="px-4 pt-4 pb-2 font-semibold text-gray-900">
          最近兑换
        </h2>
        {loaderData.redemptions.length === 0 ? (
          <p className="px-4 pb-6 text-center text-sm text-gray-600">还没有兑换记录</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {loaderData.redemptions.map((redemption) => (
              <li key={redemption.no} className="flex items-start gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="text-[15px] text-gray-900">{redemption.title}</p>
                  <p className="text-xs text-gray-600">
                    {redemption.createdAt} · {redemption.status}
                  </p>
                  {redemption.note ? (
                    <p className="mt-1 text-xs text-gray-700">寄送说明：{redemption.note}</p>
                  ) : null}
                </div>
                <span className="shrink-0 font-medium text-gray-700 tabular-nums">-{redemption.points}</span>
              </li>
            ))}
          </ul>
        )}
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
