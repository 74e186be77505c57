import { getMyScores, getUnreadCount, getUser, listMyComplaints, logout } from "@tousu/contracts";
import { resolveImageUrl } from "@tousu/page-kit/image-url";
import { createServerApi } from "@tousu/page-kit/server-api";
import { VIP_USER_CENTRE_PATH } from "@tousu/page-kit/vip-texts";
import { Form, Link } from "react-router";
import { h5PageMeta } from "../lib/page-meta";
import { loadUserPage, loggedOut } from "../lib/session.server";
import { VipBadge } from "../ui/vip-badge";
import type { Route } from "./+types/user";

export const handle = { title: "我的" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "个人中心",
    description: "我的投诉、消息、问答、积分与会员。",
    canonical: `${loaderData?.siteOrigin ?? ""}/user`,
  });

/** Who is logged in, with the counts the entries show: complaints per group, points, unread messages. */
export function loader(args: Route.LoaderArgs) {
  return loadUserPage(args, async (api) => {
    const [member, complaints, scores, unread] = await Promise.all([
      api.call(getUser),
      api.call(listMyComplaints, { query: { page_size: 1 } }),
      api.call(getMyScores, { query: { page_size: 1 } }),
      api.call(getUnreadCount),
    ]);
    return {
      siteOrigin: args.context.publicConfig.siteOrigin,
      member: {
        nickname: member.nickname,
        avatar: resolveImageUrl(member.avatar, args.context.publicConfig.imageOrigin),
        phone: member.phone,
        vip: member.vip,
      },
      counts: {
        complaints: complaints.counts.all,
        back: complaints.counts.back,
        processing: complaints.counts.processing,
        replied: complaints.counts.replied,
        unread: unread.platform + unread.complaint,
        balance: scores.balance,
      },
    };
  });
}

/** 退出登录: the session revoked by the API (an already lapsed one too), the cookie dropped, home. */
export async function action({ request, context }: Route.ActionArgs) {
  await createServerApi(request, context).request(logout);
  return loggedOut();
}

export default function UserCentre({ loaderData }: Route.ComponentProps) {
  const { member, counts } = loaderData;
  const entries = [
    { to: "/user/complaint", label: "我的投诉", count: counts.complaints },
    { to: "/user/complaint/back", label: "待我处理", count: counts.back, isUrgent: counts.back > 0 },
    { to: "/user/message", label: "我的消息", count: counts.unread, isUrgent: counts.unread > 0 },
    { to: "/user/answer", label: "我的问答" },
    { to: "/user/scores", label: "我的积分", count: counts.balance },
    { to: "/user/entrust", label: "我的委托" },
    { to: VIP_USER_CENTRE_PATH, label: "我的会员" },
    { to: "/pages/feedback/index", label: "意见反馈" },
  ];
  return (
    <div className="space-y-3 pb-4">
      <section className="flex items-center gap-4 bg-white px-4 py-5">
        {member.avatar ? (
          <img
            src={member.avatar}
            alt=""
            width={64}
            height={64}
            className="size-16 rounded-full bg-gray-100 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-2xl font-semibold text-brand-700"
          >
            {member.nickname.slice(0, 1)}
          </span>
        )}
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold text-gray-900">{member.nickname}</h2>
          <p className="mt-0.5 text-sm text-gray-600">{member.phone ?? "未绑定手机号"}</p>
          {member.vip ? (
            <div className="mt-1.5">
              <VipBadge membership={member.vip} />
            </div>
          ) : null}
        </div>
      </section>

      <section aria-label="我的投诉概况" className="bg-white">
        <ul className="grid grid-cols-3 text-center">
          <Stat to="/user/complaint?status=processing" label="处理中" value={counts.processing} />
          <Stat to="/user/complaint?status=replied" label="商家已回复" value={counts.replied} />
          <Stat to="/user/scores" label="积分" value={counts.balance} />
        </ul>
      </section>

      <nav aria-label="个人中心" className="bg-white">
        <ul className="divide-y divide-gray-100">
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} className="flex min-h-12 items-center gap-3 px-4 text-[15px] text-gray-900">
                <span className="flex-1">{entry.label}</span>
                {entry.count ? (
                  <span
                    className={
                      entry.isUrgent
                        ? "rounded-full bg-brand-600 px-2 text-xs leading-5 text-white"
                        : "text-sm text-gray-600"
                    }
                  >
                    {entry.count}
                  </span>
                ) : null}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-4 text-gray-500"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M9 5l7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Form method="post" className="px-4 pt-2">
        <button
          type="submit"
          className="flex min-h-12 w-full items-center justify-center rounded-full border border-gray-300 bg-white text-base text-gray-800"
        >
          退出登录
        </button>
      </Form>
    </div>
  );
}

function Stat({ to, label, value }: { to: string; label: string; value: number }) {
  return (
    <li>
      <Link to={to} className="flex min-h-16 flex-col items-center justify-center py-3">
        <span className="text-xl font-semibold text-gray-900 tabular-nums">{value}</span>
        <span className="text-xs text-gray-600">{label}</span>
      </Link>
    </li>
  );
}
