import { formatHours, formatRate, formatSatisfaction } from "@tousu/domain";
import type { PosterSubjects } from "../../lib/poster-subject";
import { loadBrandPage } from "./load-brand-page";

/** The brand page's poster (decision 043): its figures as the page shows them. */
export const brandPosterSubjects = {
  brand: async (deps, id) => {
    const brand = await loadBrandPage(deps, id);
    const { figures } = brand;
    return {
      eyebrow: `品牌投诉数据 · ${brand.industry}`,
      title: brand.name,
      facts: [
        { label: "累计投诉", value: `${figures.complaint_count} 条` },
        { label: "近 30 天", value: `${figures.recent_count} 条` },
        { label: "回复率", value: formatRate(figures.reply_rate) },
        { label: "完成率", value: formatRate(figures.completion_rate) },
        { label: "满意度", value: formatSatisfaction(figures.satisfaction) },
        { label: "首次响应", value: formatHours(figures.median_first_response_hours) },
      ],
      callToAction: "扫码查看品牌的投诉与处理情况",
      code: { page: "brand", id },
    };
  },
} satisfies Partial<PosterSubjects>;
