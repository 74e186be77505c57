import { Link, NavLink, Outlet } from "react-router";
import { SITE_NAME } from "../../lib/site";
import { SiteFrame } from "../../shared/layout/site-frame";
import { Container } from "../../ui/container";
import { cx } from "../../ui/cx";

const navClass = ({ isActive }: { isActive: boolean }) =>
  cx("rounded px-3 py-1.5 text-sm", isActive ? "bg-white/15 text-white" : "text-gray-200 hover:text-white");

/** The research institute's reports: the site frame with the institute's masthead and its own links. */
export default function InstituteLayout() {
  return (
    <SiteFrame>
      <div className="bg-gradient-to-r from-gray-900 to-brand-800 text-white">
        <Container className="py-8">
          <nav aria-label="位置" className="text-sm text-gray-200">
            <Link to="/" className="hover:text-white">
              {SITE_NAME}首页
            </Link>
            <span aria-hidden="true"> › </span>
            <span>消费研究院</span>
          </nav>
          <p className="mt-3 text-2xl font-semibold">{SITE_NAME}消费研究院</p>
          <p className="mt-1 text-sm text-gray-200">
            以平台公开投诉数据为基础的行业报告：投诉走势、主要问题与商家处理情况
          </p>
          <nav aria-label="研究院" className="mt-4 flex flex-wrap gap-2">
            <NavLink to="/institute" end className={navClass}>
              全部报告
            </NavLink>
            <a href="/static/institute" className={navClass({ isActive: false })}>
              打印版
            </a>
            <Link to="/ranking" className={navClass({ isActive: false })}>
              红黑榜
            </Link>
            <Link to="/complaint/create" className={navClass({ isActive: false })}>
              我要投诉
            </Link>
          </nav>
        </Container>
      </div>
      <Container className="py-6">
        <Outlet />
      </Container>
    </SiteFrame>
  );
}
