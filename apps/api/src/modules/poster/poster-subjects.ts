import type { PosterKind } from "@tousu/contracts";
import {
  ENTRUSTMENT_ANSWER_HOURS,
  FINAL_COMPLAINT_STATUSES,
  formatHours,
  formatRate,
  formatSatisfaction,
  miniProgramSitePath,
  sampledRate,
  shanghaiDay,
} from "@tousu/domain";
import type { AppDeps } from "../../app-deps";
import { notFound } from "../../lib/app-error";
import { loadArticle } from "../article";
import { loadBrandPage } from "../brand";
import { readPublicComplaint } from "../complaint-detail";
import { loadEnterprisePage } from "../enterprise";
import { readLawyerProfile, searchLawyers } from "../lawyer-directory";
import type { PosterContent, PosterFact } from "./poster-content";

type SubjectDeps = Pick<AppDeps, "config" | "db" | "providers" | "piiKeys">;
type Subject = Omit<PosterContent, "kind" | "subjectId" | "pageUrl">;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole Shanghai days from the day a complaint was filed to today. */
function daysSince(iso: string, now: Date): number {
  return Math.round((Date.parse(shanghaiDay(now)) - Date.parse(shanghaiDay(new Date(iso)))) / DAY_MS);
}

/**
 * The complaint's public facts. Only what its public page prints: the masked nickname, never a
 * phone, real name, ID or the attributes (the page masks their long numbers).
 */
async function complaintSubject(deps: SubjectDeps, id: number) {
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

async function complaintPoster(deps: SubjectDeps, id: number): Promise<Subject> {
  const { detail, facts } = await complaintSubject(deps, id);
  return {
    eyebrow: `消费投诉 · ${detail.status_label}`,
    title: detail.title,
    facts,
    callToAction: "扫码查看投诉详情与处理进展",
    code: { page: "complaint", id },
  };
}

async function helpPoster(deps: SubjectDeps, id: number): Promise<Subject> {
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
}

async function evaluationPoster(deps: SubjectDeps, id: number): Promise<Subject> {
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
}

async function brandPoster(deps: SubjectDeps, id: number): Promise<Subject> {
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
}

async function enterprisePoster(deps: SubjectDeps, id: number): Promise<Subject> {
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
}

async function articlePoster(deps: SubjectDeps, id: number): Promise<Subject> {
  const article = await loadArticle(deps, id, null);
  const facts: PosterFact[] = [{ label: "发布日期", value: shanghaiDay(new Date(article.published_at)) }];
  if (article.category) facts.push({ label: "栏目", value: article.category.name });
  if (article.author) facts.push({ label: "作者", value: article.author });
  if (article.summary) facts.push({ label: "摘要", value: article.summary });
  return {
    eyebrow: "消费维权资讯",
    title: article.title,
    facts,
    callToAction: "扫码阅读全文",
    code: { page: "article", id },
  };
}

/**
 * A lawyer's poster, and their card to share: what the profile shows (facts, the verification),
 * never a result, a comparison or a fee claim; the card adds the lawyer's own introduction.
 */
async function lawyerSubject(deps: SubjectDeps, id: number, asCard: boolean): Promise<Subject> {
  const lawyer = await readLawyerProfile(deps, id);
  const facts: PosterFact[] = [
    { label: "执业机构", value: lawyer.law_firm },
    { label: "执业城市", value: lawyer.city },
    { label: "执业领域", value: lawyer.practice_areas.map((area) => area.label).join("、") },
    { label: "执业年限", value: `${lawyer.years_in_practice} 年` },
    { label: "执业核验", value: `已核验（${shanghaiDay(new Date(lawyer.verified_at))}）` },
  ];
  if (asCard) facts.push({ label: "简介", value: lawyer.introduction });
  return {
    eyebrow: asCard ? "律师名片 · 已核验执业信息" : "律师维权 · 已核验执业信息",
    title: lawyer.display_name,
    facts,
    callToAction: "扫码查看律师资料，可委托律师处理投诉",
    code: { page: "lawyer", id },
  };
}

/** The find-a-lawyer page: how many verified lawyers, where, and how entrusting works. */
export async function lawPosterContent(deps: SubjectDeps): Promise<PosterContent> {
  const directory = await searchLawyers(deps, { page: 1, page_size: 1 });
  const subject: Subject = {
    eyebrow: "律师维权",
    title: "商家不回应？委托已核验执业信息的律师",
    facts: [
      { label: "已核验律师", value: `${directory.total} 位` },
      { label: "执业城市", value: `${directory.cities.length} 个` },
      { label: "如何委托", value: "选择律师，同意提供投诉材料后提交委托" },
      { label: "律师答复", value: `${ENTRUSTMENT_ANSWER_HOURS} 小时内接受或婉拒` },
      { label: "费用", value: "由律师报价，你确认后开始办理" },
    ],
    callToAction: "扫码找律师，委托律师处理你的投诉",
    code: { page: "law", id: null },
  };
  return { kind: "law", subjectId: 0, ...subject, pageUrl: `${deps.config.siteOrigin}/law` };
}

const SUBJECTS: Record<PosterKind, (deps: SubjectDeps, id: number) => Promise<Subject>> = {
  tousu: complaintPoster,
  help: helpPoster,
  evaluation: evaluationPoster,
  brand: brandPoster,
  enterprise: enterprisePoster,
  article: articlePoster,
  lawyer: (deps, id) => lawyerSubject(deps, id, false),
  "lawyer-card": (deps, id) => lawyerSubject(deps, id, true),
};

/** What a poster of this subject draws; a subject its public page would not show is not found. */
export async function loadPosterContent(
  deps: SubjectDeps,
  kind: PosterKind,
  id: number,
): Promise<PosterContent> {
  const subject = await SUBJECTS[kind](deps, id);
  return {
    kind,
    subjectId: id,
    ...subject,
    pageUrl: `${deps.config.siteOrigin}${miniProgramSitePath(subject.code)}`,
  };
}
