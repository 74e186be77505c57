import { NavLink } from "react-router";
import { useLogOut } from "../../shared/session/use-log-out";
import { useViewer } from "../../shared/session/viewer";
import { cx } from "../../ui/cx";
import { FeedbackButton } from "../feedback";

const ITEMS = [
  { to: "/user", label: "个人中心" },
  { to: "/user/complaint", label: "我的投诉" },
  { to: "/user/complaint/back", label: "被退回的投诉" },
  { to: "/user/message", label: "我的消息" },
  { to: "/user/scores", label: "我的积分" },
  { to: "/user/answer", label: "我的回答" },
] as const;

export function UserCentreNav() {
  const logOut = useLogOut();
  const viewer = useViewer();
  const unread = (viewer?.platformCount ?? 0) + (viewer?.complaintCount ?? 0);
  return (
    <nav
      aria-label="个人中心导航"
      className="rounded-lg bg-white py-2 shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
    >
      <ul>
        {ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                cx(
                  "block border-l-[3px] px-5 py-2.5 text-[15px]",
                  isActive
                    ? "border-brand-600 bg-brand-50 font-semibold text-brand-700"
                    : "border-transparent text-gray-700 hover:bg-gray-50 hover:text-brand-700",
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
      <div className="mt-2 flex flex-col items-start border-t border-gray-100 pt-2 pr-5 pl-[23px]">
        <FeedbackButton className="py-2 text-sm text-gray-600 hover:text-brand-700" />
        <button type="button" onClick={logOut} className="py-2 text-sm text-gray-600 hover:text-brand-700">
          退出登录
        </button>
      </div>
    </nav>
  );
}
