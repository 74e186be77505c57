import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useAppStore } from "../../lib/app-store";
import { LAWYER_SITE_PATH } from "../../lib/lawyer-site";
import { SITE_NAME } from "../../lib/site";
import { UserMenu } from "../../shared/session/user-menu";
import { useViewer } from "../../shared/session/viewer";
import { buttonClass } from "../../ui/button";
import { Container } from "../../ui/container";
import { cx } from "../../ui/cx";
import { isCurrentNavEntry, LAWYER_SITE_NAV } from "./lawyer-site-nav";

/** The lawyer site's frame: its own header and navigation, the page, a short footer. */
export function LawyerSiteShell({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const openLawyerLogin = useAppStore((state) => state.openLawyerLogin);
  const openLogin = useAppStore((state) => state.openLogin);
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        跳到主要内容
      </a>
      <header className="border-b border-slate-200 bg-slate-900 text-white">
        <Container className="flex h-16 items-center gap-4">
          <Link to={LAWYER_SITE_PATH} className="flex shrink-0 items-baseline gap-2">
            <span className="text-xl font-bold tracking-wide">{SITE_NAME}</span>
            <span className="text-sm text-slate-200">律师服务</span>
          </Link>
          <nav aria-label="律师服务导航" className="hidden md:block">
            <NavList pathname={pathname} />
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <a href="/" className="hidden text-sm text-slate-200 hover:text-white sm:inline">
              返回{SITE_NAME}首页
            </a>
            {viewer ? (
              <div className="rounded-md bg-white px-2 text-gray-900">
                <UserMenu viewer={viewer} />
              </div>
            ) : (
              <>
                <button
                  type="button"
                  onClick={openLawyerLogin}
                  className={buttonClass({ variant: "secondary", size: "sm" })}
                >
                  律师登录
                </button>
                <button
                  type="button"
                  onClick={() => openLogin()}
                  className="text-sm text-slate-200 hover:text-white"
                >
                  申请人登录
                </button>
              </>
            )}
          </div>
        </Container>
        <nav aria-label="律师服务导航" className="overflow-x-auto border-t border-slate-700 md:hidden">
          <Container>
            <NavList pathname={pathname} />
          </Container>
        </nav>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-white py-6 text-center text-xs text-slate-600">
        <Container>
          平台展示的律师信息以执业事实为准，不含胜诉率、案件金额或结果承诺等内容。律师执业信息可在全国律师诚信信息公示平台查询。
        </Container>
      </footer>
    </div>
  );
}

function NavList({ pathname }: { pathname: string }) {
  return (
    <ul className="flex items-center gap-1 whitespace-nowrap">
      {LAWYER_SITE_NAV.map((entry) => {
        const isCurrent = isCurrentNavEntry(pathname, entry);
        return (
          <li key={entry.to}>
            <Link
              to={entry.to}
              aria-current={isCurrent ? "page" : undefined}
              className={cx(
                "inline-flex h-11 items-center px-3 text-sm",
                isCurrent ? "font-semibold text-white" : "text-slate-200 hover:text-white",
              )}
            >
              {entry.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
