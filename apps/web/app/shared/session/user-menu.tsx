import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useLawyerSiteHref } from "../../lib/lawyer-site";
import type { Viewer } from "../../lib/root-data";
import { ChevronDownIcon } from "../../ui/icons";
import { UserAvatar } from "../../ui/user-avatar";
import { useLogOut } from "./use-log-out";

const MAX_BADGE = 99;

function badgeText(count: number): string {
  return count > MAX_BADGE ? `${MAX_BADGE}+` : String(count);
}

/** The logged-in member's menu in the header: a disclosure button with links, closed by Escape or a click outside. */
export function UserMenu({ viewer }: { viewer: Viewer }) {
  const logOut = useLogOut();
  const { pathname } = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = viewer.platformCount + viewer.complaintCount;
  const lawyerSite = useLawyerSiteHref();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation, not the value, closes the menu.
  useEffect(() => setIsOpen(false), [pathname]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [isOpen]);

  const { memberInfo } = viewer;
  return (
    // min-w-0 down to the nickname: on a narrow header the nickname gives way, not the page's width.
    <div ref={rootRef} className="relative min-w-0">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex h-10 max-w-full min-w-0 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm text-gray-800 hover:bg-gray-100"
      >
        <span className="sr-only">账户：</span>
        <span className="relative shrink-0">
          <UserAvatar src={memberInfo.avatar} size={32} />
          {unread > 0 ? (
            <span className="absolute -top-1 -right-2 min-w-[18px] rounded-full bg-brand-600 px-1 text-center text-[11px] leading-[18px] font-medium text-white ring-2 ring-white">
              {badgeText(unread)}
            </span>
          ) : null}
        </span>
        <span className="max-w-[7em] min-w-0 truncate font-medium">{memberInfo.nickname}</span>
        {unread > 0 ? <span className="sr-only">，{unread}条未读消息</span> : null}
        <ChevronDownIcon className="shrink-0 text-gray-500" />
      </button>

      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute right-0 z-50 mt-2 w-52 overflow-hidden rounded-lg border border-gray-100 bg-white py-1.5 shadow-xl"
      >
        <p className="border-b border-gray-100 px-4 pt-1.5 pb-2.5 text-xs text-gray-600">
          {memberInfo.phone ?? "未绑定手机"}
        </p>
        <ul className="py-1 text-sm">
          <MenuLink to="/user">个人中心</MenuLink>
          <MenuLink to="/user/complaint">我的投诉</MenuLink>
          <MenuLink to="/user/message">
            消息
            {unread > 0 ? (
              <span className="ml-auto rounded-full bg-brand-50 px-2 text-xs leading-5 text-brand-700">
                {badgeText(unread)}
                <span className="sr-only">条未读</span>
              </span>
            ) : null}
          </MenuLink>
          {memberInfo.is_lawyer ? <MenuLink to={lawyerSite}>律师服务</MenuLink> : null}
        </ul>
        <div className="border-t border-gray-100 pt-1">
          <button
            type="button"
            onClick={logOut}
            className="flex w-full px-4 py-2 text-left text-sm text-gray-700 hover:bg-gray-50 hover:text-brand-700"
          >
            退出登录
          </button>
        </div>
      </div>
    </div>
  );
}

function MenuLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center px-4 py-2 text-gray-700 hover:bg-gray-50 hover:text-brand-700"
      >
        {children}
      </Link>
    </li>
  );
}
