import { VIP_USER_CENTRE_PATH } from "@tousu/page-kit/vip-texts";
import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { FeedbackButton } from "../../shared/feedback/feedback-button";
import { useLogOut } from "../../shared/session/use-log-out";
import { useViewer } from "../../shared/session/viewer";
import { cx } from "../../ui/cx";
import { VipBadge } from "./vip-badge";

const ITEMS = [
  { to: "/user", label: "个人中心" },
  { to: "/user/complaint", label: "我的投诉" },
  { to: "/user/complaint/back", label: "被退回的投诉" },
  { to: "/user/message", label: "我的消息" },
  { to: "/user/scores", label: "我的积分" },
  { to: "/user/answer", label: "我的回答" },
  { to: "/user/entrust", label: "我的委托" },
  { to: VIP_USER_CENTRE_PATH, label: "我的会员" },
] as const;

/**
 * The user centre's menu: the side column from md up; on a phone one row above the page that scrolls
 * sideways, so the page's content comes first. The row keeps the current page's item in view.
 */
export function UserCentreNav() {
  const logOut = useLogOut();
  const viewer = useViewer();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const unread = (viewer?.platformCount ?? 0) + (viewer?.complaintCount ?? 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current item changes with the path
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current && list.scrollWidth > list.clientWidth) {
      list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);
  return (
    <nav
      aria-label="个人中心导航"
      className="rounded-lg bg-white py-2 shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
    >
      {viewer?.memberInfo.vip ? (
        <div className="px-3 pb-2 md:px-5">
          <VipBadge membership={viewer.memberInfo.vip} withEnd={false} />
        </div>
      ) : null}
      {/* relative: the badge's screen-reader text (absolutely placed) scrolls with the row instead of
          widening the page. */}
      <ul ref={listRef} className="relative flex gap-1 overflow-x-auto px-2 md:block md:px-0">
        {ITEMS.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                cx(
                  "block rounded-full px-3 py-1.5 text-sm whitespace-nowrap md:rounded-none md:border-l-[3px] md:px-5 md:py-2.5 md:text-[15px]",
                  isActive
                    ? "bg-brand-50 font-semibold text-brand-700 md:border-brand-600"
                    : "text-gray-700 hover:bg-gray-50 hover:text-brand-700 md:border-transparent",
                )
              }
            >
              {item.label}
              {item.to === "/user/message" && unread > 0 ? (
                <span className="ml-2 rounded-full bg-brand-600 px-1.5 text-xs leading-5 text-white">
                  {unread}
                  <span className="sr-only">条未读</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
      {/* On a phone the header's account menu and the footer offer these. */}
      <div className="mt-2 hidden flex-col items-start border-t border-gray-100 pt-2 pr-5 pl-[23px] md:flex">
        <FeedbackButton className="py-2 text-sm text-gray-600 hover:text-brand-700" />
        <button type="button" onClick={logOut} className="py-2 text-sm text-gray-600 hover:text-brand-700">
          退出登录
        </button>
      </div>
    </nav>
  );
}
