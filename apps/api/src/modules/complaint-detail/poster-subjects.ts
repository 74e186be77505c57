import { FINAL_COMPLAINT_STATUSES, shanghaiDay } from "@tousu/domain";
import { notFound } from "../../lib/app-error";
import type { PosterFact, PosterSubjectDeps, PosterSubjects } from "../../lib/poster-subject";
import { readPublicComplaint } from "./load-complaint-detail";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole Shanghai days from the day a complaint was filed to today. */
function daysSince(iso: string, now: Date): number {
  return Math.round((Date.parse(shanghaiDay(now)) - Date.parse(shanghaiDay(new Date(iso)))) / DAY_MS);
}

/**
 * The complaint's public facts. Only what its public page prints: the masked nickname, never a
 * phone, real name, ID or the attributes (the page masks their long numbers).
 */
async function complaintSubject(deps: PosterSubjectDeps, id: number) {
  const { detail, collectiveId } = await readPublicComplaint(deps, id);
  const isFinal = FINAL_COMPLAINT_STATUSES.includes(detail.status);
  const facts: PosterFact[] = [
    { label: "投诉编号", value: detail.sn },
    { label: "投诉对象", value: detail.brand?.name ?? detail.custom_brand_name ?? "未填写" },
    { label: "投诉人", value: detail.author.nickname },
    { label: "投诉进度", value: detail.status_label },
    isFinal
      ? { label: "投诉日期", value: shanghaiDay(new Date(detail.created_at)) }
      : { label: "已等待", value: `${daysSince(detail.created_at, deps.providers.now())} 天` },
  ];
  if (detail.appeals.length > 0) facts.push({ label: "诉求", value: detail.appeals.join("、") });
  return { detail, collectiveId, facts };
}

/** The complaint page's posters (decision 043): the complaint, a call for help, its evaluation. */
export const complaintPosterSubjects = {
  tousu: async (deps, id) => {
    const { detail, facts } = await complaintSubject(deps, id);
    return {
      eyebrow: `消费投诉 · ${detail.status_label}`,
      title: detail.title,
      facts,
      callToAction: "扫码查看投诉详情与处理进展",
      code: { page: "complaint", id },
    };
  },
  help: async (deps, id) => {
    const { detail, collectiveId, facts } = await complaintSubject(deps, id);
    return collectiveId === null
      ? {
          eyebrow: "请关注这条投诉",
          title: detail.title,
          facts,
          callToAction: "扫码查看投诉，留言支持或关注进展",
          code: { page: "complaint", id },
        }
      : {
          eyebrow: "集体投诉 · 遇到同样问题可加入",
          title: detail.title,
          facts,
          callToAction: "扫码查看集体投诉，遇到同样问题可加入",
          code: { page: "collective", id: collectiveId },
        };
  },
  evaluation: async (deps, id) => {
    const { detail } = await complaintSubject(deps, id);
    const { rating } = detail;
    if (rating === null) throw notFound("这条投诉还没有评价");
    const facts: PosterFact[] = [
      { label: "投诉对象", value: detail.brand?.name ?? detail.custom_brand_name ?? "未填写" },
      { label: "服务态度", value: `${rating.attitude_score} / 5` },
      { label: "处理速度", value: `${rating.speed_score} / 5` },
      { label: "满意程度", value: `${rating.satisfaction_score} / 5` },
    ];
    if (rating.tags.length > 0) facts.push({ label: "评价标签", value: rating.tags.join("、") });
    if (rating.content) facts.push({ label: "评价内容", value: rating.content });
    return {
      eyebrow: "投诉评价 · 投诉人已评价处理结果",
      title: detail.title,
      facts,
      callToAction: "扫码查看投诉经过与商家处理",
      code: { page: "complaint", id },
    };
  },
} satisfies Partial<PosterSubjects>;
