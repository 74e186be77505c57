import { formatRate, sampledRate } from "@tousu/domain";
import type { PosterSubjects } from "../../lib/poster-subject";
import { loadEnterprisePage } from "./load-enterprise-page";

/** The enterprise page's poster (decision 043): its figures as the page shows them. */
export const enterprisePosterSubjects = {
  enterprise: async (deps, id) => {
    const enterprise = await loadEnterprisePage(deps, id);
    const { figures } = enterprise;
    return {
      eyebrow: enterprise.is_verified ? "企业投诉数据 · 已认证企业" : "企业投诉数据",
      title: enterprise.name,
      facts: [
        { label: "旗下品牌", value: `${enterprise.brands.length} 个` },
        { label: "累计投诉", value: `${figures.complaint_count} 条` },
        { label: "回复率", value: formatRate(sampledRate(figures.replied_count, figures.complaint_count)) },
        { label: "完成率", value: formatRate(sampledRate(figures.completed_count, figures.complaint_count)) },
      ],
      callToAction: "扫码查看企业的投诉与处理情况",
      code: { page: "enterprise", id },
    };
  },
} satisfies Partial<PosterSubjects>;
