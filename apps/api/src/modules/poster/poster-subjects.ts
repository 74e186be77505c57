import type { PosterKind } from "@tousu/contracts";
import { ENTRUSTMENT_ANSWER_HOURS, miniProgramSitePath } from "@tousu/domain";
import type { PosterSubjectContent, PosterSubjectDeps, PosterSubjects } from "../../lib/poster-subject";
import { searchLawyers } from "../lawyer-directory";
import type { PosterContent } from "./poster-content";

/** The find-a-lawyer page: how many verified lawyers, where, and how entrusting works. */
export async function lawPosterContent(deps: PosterSubjectDeps): Promise<PosterContent> {
  const directory = await searchLawyers(deps, { page: 1, page_size: 1 });
  const subject: PosterSubjectContent = {
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

/**
 * What a poster of this subject draws, as the feature that owns the subject's page reads it
 * (decision 071); a subject its public page would not show is not found.
 */
export async function loadPosterContent(
  deps: PosterSubjectDeps,
  subjects: PosterSubjects,
  kind: PosterKind,
  id: number,
): Promise<PosterContent> {
  const subject = await subjects[kind](deps, id);
  return {
    kind,
    subjectId: id,
    ...subject,
    pageUrl: `${deps.config.siteOrigin}${miniProgramSitePath(subject.code)}`,
  };
}
