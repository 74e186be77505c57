import { checkOutboundLink, transferAddress } from "@tousu/domain";
import type { ReactNode } from "react";
import { useRootData } from "../../lib/root-data";
import { SITE_NAME, SITE_TAGLINE } from "../../lib/site";
import { APP_LINK } from "../../ui/app-link";
import { Container } from "../../ui/container";
import { FeedbackButton } from "../feedback/feedback-button";
import { MobileSiteLink } from "./mobile-site";

const SERVICE_LINKS = [
  { to: "/complaint", label: "我要投诉" },
  { to: "/tousu", label: "投诉大厅" },
  { to: "/brands/rank", label: "品牌榜单" },
  { to: "/article", label: "维权知识" },
  { to: "/institute", label: "消费研究院" },
] as const;

const POLICY_LINKS = [
  { to: "/static/agreement", label: "用户协议" },
  { to: "/static/privacy", label: "隐私政策" },
  { to: "/static/report", label: "违法和不良信息举报" },
] as const;

const APP_LINKS = [
  { to: "/static/download", label: "下载App" },
  { to: "/static/life", label: "生活好物" },
  { to: "/static/notice", label: "平台公告" },
] as const;

/**
 * Where a friend link points: a path of this site as it is, another site through `/transfer`, and
 * nothing for an address that is no web page (docs/product/routes.md#links-leaving-the-site).
 */
export function friendLinkHref(url: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  const check = checkOutboundLink(url);
  return check.ok ? transferAddress(check.href) : null;
}

export function SiteFooter() {
  const friendLinks = useRootData()?.site.friendLinks ?? [];
  return (
    <footer className="mt-12 bg-gray-900 text-sm text-gray-300">
      <Container className="grid gap-10 py-12 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-base font-semibold text-white">
            关于{SITE_NAME}
          </h2>
          <p className="mt-3 max-w-md leading-7 text-gray-300">
            {SITE_NAME}是面向消费者的{SITE_TAGLINE}：记录你的遭遇，把投诉送到商家面前，全程公开进度，
            让每一次维权都有回音。
          </p>
        </section>
        <FooterNav id="footer-service" title="服务" links={SERVICE_LINKS}>
          <FeedbackButton className="hover:text-white hover:underline" />
        </FooterNav>
        <FooterNav id="footer-app" title="更多" links={APP_LINKS} />
        <FooterNav id="footer-policy" title="协议与政策" links={POLICY_LINKS} />
      </Container>

      {friendLinks.length > 0 ? (
        <Container className="border-t border-gray-800 py-5">
          <nav aria-labelledby="footer-friends" className="flex flex-wrap items-baseline gap-x-5 gap-y-2">
            <h2 id="footer-friends" className="font-semibold text-white">
              友情链接
            </h2>
            {friendLinks.map((link) => {
              const href = friendLinkHref(link.url);
              return href ? (
                <a
                  key={link.id}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="hover:text-white hover:underline"
                >
                  {link.name}
                </a>
              ) : null;
            })}
          </nav>
        </Container>
      ) : null}

      <div className="border-t border-gray-800">
        <Container className="space-y-1.5 py-6 text-xs leading-6 text-gray-400">
          <p>本站为演示项目：页面中的投诉、品牌、用户与统计数据均为虚构，如有雷同纯属巧合。</p>
          <p>
            © {new Date().getFullYear()} {SITE_NAME}·{SITE_TAGLINE}　|　ICP备案号：示ICP备00000000号-1（占位）
          </p>
          <p>
            <MobileSiteLink className="underline hover:text-white" />
          </p>
        </Container>
      </div>
    </footer>
  );
}

interface FooterNavProps {
  id: string;
  title: string;
  links: readonly { to: string; label: string }[];
  /** An action (not a link) listed after the links. */
  children?: ReactNode;
}

function FooterNav({ id, title, links, children }: FooterNavProps) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-base font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <a href={link.to} {...APP_LINK} className="hover:text-white hover:underline">
              {link.label}
            </a>
          </li>
        ))}
        {children ? <li>{children}</li> : null}
      </ul>
    </nav>
  );
}
