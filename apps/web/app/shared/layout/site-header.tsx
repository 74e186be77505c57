import { useId } from "react";
import { Form, useLocation, useSearchParams } from "react-router";
import { useAppStore } from "../../lib/app-store";
import { SITE_NAME, SITE_TAGLINE } from "../../lib/site";
import { APP_LINK } from "../../ui/app-link";
import { buttonClass } from "../../ui/button";
import { Container } from "../../ui/container";
import { cx } from "../../ui/cx";
import { PenIcon, SearchIcon } from "../../ui/icons";
import { UserMenu } from "../session/user-menu";
import { useViewer } from "../session/viewer";
import { isCurrentSection } from "./app-links";

const NAV_ITEMS = [
  { to: "/", label: "首页" },
  { to: "/tousu", label: "投诉" },
  { to: "/brands/rank", label: "品牌" },
  { to: "/article", label: "文章" },
  { to: "/qa", label: "问答" },
  { to: "/law", label: "律师维权" },
] as const;

const SEARCH_GLYPH = (
  <>
    <SearchIcon />
    <span className="sr-only">搜索</span>
  </>
);

export function SiteHeader() {
  const viewer = useViewer();
  const openLogin = useAppStore((state) => state.openLogin);
  const openLawyerLogin = useAppStore((state) => state.openLawyerLogin);
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const searchId = useId();

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200/80 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        跳到主要内容
      </a>
      <Container className="flex h-16 items-center gap-3 lg:gap-6">
        <a
          href="/"
          {...APP_LINK}
          className="flex shrink-0 items-center gap-2.5"
          aria-label={`${SITE_NAME}·${SITE_TAGLINE} 首页`}
        >
          <img src="/images/platform-logo.svg" alt="" width={36} height={36} className="size-9" />
          <span className="flex flex-col leading-tight">
            <span className="text-xl font-bold tracking-wide text-gray-900">{SITE_NAME}</span>
            <span className="hidden text-[11px] tracking-[0.2em] text-gray-600 sm:block">{SITE_TAGLINE}</span>
          </span>
        </a>

        <nav aria-label="主导航" className="hidden lg:block">
          <MainNavList pathname={pathname} />
        </nav>

        <Form
          method="get"
          action="/search"
          role="search"
          className="ml-auto hidden h-10 w-64 items-center md:flex rounded-full border border-gray-300 bg-gray-50 pl-4 focus-within:border-brand-600 focus-within:bg-white"
        >
          <label htmlFor={searchId} className="shrink-0 text-sm text-gray-600">
            搜索
          </label>
          <input
            id={searchId}
            type="search"
            name="key"
            defaultValue={searchParams.get("key") ?? ""}
            placeholder="品牌、投诉或文章"
            className="h-full min-w-0 flex-1 bg-transparent px-2 text-sm text-gray-900 placeholder:text-gray-500 focus:outline-none"
          />
          <button
            type="submit"
            className="flex h-full items-center rounded-r-full px-3 text-lg text-gray-600 hover:text-brand-700"
          >
            {SEARCH_GLYPH}
          </button>
        </Form>

        <a
          href="/search"
          {...APP_LINK}
          className="ml-auto inline-flex size-10 items-center justify-center rounded-full text-lg text-gray-700 hover:text-brand-700 md:hidden"
        >
          {SEARCH_GLYPH}
        </a>

        <a href="/complaint" {...APP_LINK} className={cx(buttonClass(), "max-sm:px-3")}>
          <PenIcon />
          我要投诉
        </a>

        {viewer ? (
          <UserMenu viewer={viewer} />
        ) : (
          <>
            {/* Lawyers enter their site (/lawyer-site) through this login (decision 069). */}
            <button
              type="button"
              onClick={openLawyerLogin}
              className="hidden shrink-0 text-sm text-gray-700 hover:text-brand-700 xl:inline"
            >
              律师登录
            </button>
            <button
              type="button"
              onClick={() => openLogin()}
              className={cx(buttonClass({ variant: "secondary" }), "max-sm:px-3")}
            >
              登录<span className="max-sm:sr-only"> / 注册</span>
            </button>
          </>
        )}
      </Container>
      {/* Below lg the nav gets its own row that scrolls sideways instead of widening the page. */}
      <nav aria-label="主导航" className="overflow-x-auto border-t border-gray-100 lg:hidden">
        <Container>
          <MainNavList pathname={pathname} />
        </Container>
      </nav>
    </header>
  );
}

function MainNavList({ pathname }: { pathname: string }) {
  return (
    <ul className="flex items-center gap-1 whitespace-nowrap">
      {NAV_ITEMS.map((item) => {
        const isCurrent = isCurrentSection(pathname, item.to, item.to === "/");
        return (
          <li key={item.to}>
            <a
              href={item.to}
              {...APP_LINK}
              aria-current={isCurrent ? "page" : undefined}
              className={cx(
                "relative inline-flex h-11 items-center px-3 text-[15px] transition-colors lg:h-16",
                isCurrent
                  ? "font-semibold text-brand-700 after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:bg-brand-600"
                  : "text-gray-700 hover:text-brand-700",
              )}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
