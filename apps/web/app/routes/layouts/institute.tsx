import { Outlet } from "react-router";
import { SiteFrame } from "../../features/layout/site-frame";
import { SITE_NAME } from "../../lib/site";
import { Container } from "../../ui/container";

/** The research institute's reports: the site frame with the institute's own title band. */
export default function InstituteLayout() {
  return (
    <SiteFrame>
      <div className="bg-gradient-to-r from-gray-900 to-brand-800 text-white">
        <Container className="py-8">
          <p className="text-2xl font-semibold">{SITE_NAME}消费研究院</p>
          <p className="mt-1 text-sm text-gray-200">消费趋势洞察 · 行业投诉报告 · 维权政策解读</p>
        </Container>
      </div>
      <Container className="py-6">
        <Outlet />
      </Container>
    </SiteFrame>
  );
}
