import { type MemberInfo, MY_COMPLAINT_GROUP_LABELS, type MyComplaintGroup } from "@tousu/contracts";
import { formatDate } from "@tousu/domain";
import { Link } from "react-router";
import { Card } from "../../ui/card";
import { cx } from "../../ui/cx";
import { AccountSecurity, type WechatLinks } from "./account-security";
import { AvatarUpload } from "./avatar-upload";
import { NicknameForm } from "./nickname-form";

interface ProfileOverviewProps {
  memberInfo: MemberInfo;
  platformCount: number;
  complaintCount: number;
  /** My complaints per group and my points; null when they could not be loaded. */
  summary: { counts: Record<MyComplaintGroup, number>; balance: number } | null;
  /** The WeChat identities the account logs in with; null when they could not be loaded. */
  wechat: WechatLinks | null;
}

const COUNTED_GROUPS = [
  "all",
  "back",
  "processing",
  "replied",
  "finished",
] as const satisfies readonly MyComplaintGroup[];

const SHORTCUTS = [
  { to: "/user/complaint", title: "我的投诉", text: "查看投诉进度与商家回复" },
  { to: "/complaint", title: "发起投诉", text: "三步提交，平台跟进" },
  { to: "/user/scores", title: "我的积分", text: "参与评价与互助获取积分" },
  { to: "/user/answer", title: "我的回答", text: "帮助其他消费者解答疑问" },
] as const;

export function ProfileOverview({
  memberInfo,
  platformCount,
  complaintCount,
  summary,
  wechat,
}: ProfileOverviewProps) {
  return (
    <div className="space-y-6">
      <section className="flex flex-wrap items-center gap-6 rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <AvatarUpload avatar={memberInfo.avatar} />
        <div className="min-w-0 flex-1 space-y-2">
          <NicknameForm key={memberInfo.nickname} nickname={memberInfo.nickname} />
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-600">
            <div className="flex gap-1">
              <dt>手机号</dt>
              <dd className="text-gray-800">{memberInfo.phone ?? "未绑定"}</dd>
            </div>
            <div className="flex gap-1">
              <dt>注册时间</dt>
              <dd className="text-gray-800">{formatDate(memberInfo.created_at)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>实名认证</dt>
              <dd className={cx(memberInfo.is_real_name_verified ? "text-emerald-700" : "text-gray-800")}>
                {memberInfo.is_real_name_verified ? "已认证" : "未认证"}
              </dd>
            </div>
            {summary ? (
              <div className="flex gap-1">
                <dt>积分</dt>
                <dd>
                  <Link to="/user/scores" className="font-medium text-brand-700 hover:underline">
                    {summary.balance}
                  </Link>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      </section>

      {summary ? (
        <Card title="我的投诉" more={{ to: "/user/complaint", label: "全部投诉" }}>
          <ul className="grid grid-cols-5 divide-x divide-gray-100 py-5 text-center">
            {COUNTED_GROUPS.map((group) => (
              <li key={group}>
                <Link
                  to={group === "back" ? "/user/complaint/back" : `/user/complaint?status=${group}`}
                  className="block hover:text-brand-700"
                >
                  <span className="block text-sm text-gray-600">{MY_COMPLAINT_GROUP_LABELS[group]}</span>
                  <span className="mt-1 block text-3xl font-semibold text-gray-900">
                    {summary.counts[group]}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      <Card title="未读消息" more={{ to: "/user/message", label: "全部消息" }}>
        <dl className="grid grid-cols-2 divide-x divide-gray-100 py-5 text-center">
          <div>
            <dt className="text-sm text-gray-600">平台消息</dt>
            <dd className="mt-1 text-3xl font-semibold text-gray-900">{platformCount}</dd>
          </div>
          <div>
            <dt className="text-sm text-gray-600">投诉消息</dt>
            <dd className="mt-1 text-3xl font-semibold text-gray-900">{complaintCount}</dd>
          </div>
        </dl>
      </Card>

      <AccountSecurity phone={memberInfo.phone} wechat={wechat} />

      <Card title="常用功能">
        <ul className="grid gap-4 p-5 sm:grid-cols-2">
          {SHORTCUTS.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="block rounded-md border border-gray-200 px-4 py-3 hover:border-brand-600 hover:bg-brand-50/40"
              >
                <span className="font-medium text-gray-900">{item.title}</span>
                <span className="mt-0.5 block text-sm text-gray-600">{item.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
