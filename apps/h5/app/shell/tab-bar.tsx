import { NavLink } from "react-router";

/**
 * The five tabs. Pages the H5 site has not built yet are reached by a full load (`reloadDocument`),
 * so the server's address rules (resolveH5Address) send the visitor on; the basename still applies.
 */
const TABS = [
  {
    to: "/",
    label: "首页",
    icon: "M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z",
    isBuilt: true,
  },
  { to: "/tousu", label: "投诉大厅", icon: "M4 5h16M4 12h16M4 19h10", isBuilt: true },
  { to: "/complaint/create", label: "我要投诉", icon: "M12 5v14M5 12h14", isBuilt: true },
  { to: "/user/message", label: "消息", icon: "M4 5h16v11H8l-4 4z", isBuilt: true },
  {
    to: "/user",
    label: "我的",
    icon: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
    isBuilt: true,
  },
] as const;

/** The tab whose badge counts unread messages. */
const MESSAGES_TAB = "/user/message";

export function TabBar({ unread }: { unread: number }) {
  return (
    <nav
      aria-label="主导航"
      className="fixed inset-x-0 bottom-0 z-20 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] pr-[env(safe-area-inset-right)]"
    >
      <ul className="mx-auto flex max-w-screen-sm">
        {TABS.map((tab) => (
          <li key={tab.to} className="flex-1">
            <NavLink
              to={tab.to}
              end
              reloadDocument={!tab.isBuilt}
              className={({ isActive }) =>
                `relative flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs ${
                  isActive ? "text-brand-600" : "text-gray-600"
                }`
              }
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={tab.icon} />
              </svg>
              {tab.label}
              {tab.to === MESSAGES_TAB && unread > 0 ? (
                <>
                  <span
                    aria-hidden="true"
                    className="absolute top-1 left-1/2 ml-1.5 min-w-4 rounded-full bg-brand-600 px-1 text-center text-[11px] leading-4 text-white"
                  >
                    {unread > 99 ? "99+" : unread}
                  </span>
                  <span className="sr-only">{`（${unread}条未读）`}</span>
                </>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
