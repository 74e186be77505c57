import { shanghaiDay } from "@tousu/domain";
import type {
  PosterFact,
  PosterSubjectContent,
  PosterSubjectDeps,
  PosterSubjects,
} from "../../lib/poster-subject";
import { readLawyerProfile } from "./lawyer-search";

/**
 * A lawyer's poster, and their card to share: what the profile shows (facts, the verification),
 * never a result, a comparison or a fee claim; the card adds the lawyer's own introduction.
 */
async function lawyerSubject(
  deps: PosterSubjectDeps,
  id: number,
  asCard: boolean,
): Promise<PosterSubjectContent> {
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

/** A lawyer's profile poster and card (decision 043). */
export const lawyerPosterSubjects = {
  lawyer: (deps, id) => lawyerSubject(deps, id, false),
  "lawyer-card": (deps, id) => lawyerSubject(deps, id, true),
} satisfies Partial<PosterSubjects>;
