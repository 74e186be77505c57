import { NavLink } from "react-router";
import { cx } from "../../ui/cx";
import { useLogOut } from "../session/use-log-out";

const ITEMS = [
  { to: "/user", label: "个人中心" },
  { to: "/user/complaint", label: "我的投诉" },
  { to: "/user/message", label: "我的消息" },
  { to: "/user/scores", label: "我的积分" },
  { to: "/user/answer", label: "我的回答" },
] as const;

export function UserCentreNav() {
  const logOut = useLogOut();
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
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-2 border-t border-gray-100 px-5 pt-2">
        <button type="button" onClick={logOut} className="py-2 text-sm text-gray-600 hover:text-brand-700">
          退出登录
        </button>
      </div>
    </nav>
  );
}
