import type { LawyerCard } from "@tousu/contracts";
import { memberDiscountWords } from "@tousu/domain";
import type { LawyerCardData } from "../../ui/lawyer-card";

/** What a lawyer card shows, out of the API's card. */
export function lawyerCardData(lawyer: LawyerCard): LawyerCardData {
  return {
    id: lawyer.id,
    displayName: lawyer.display_name,
    lawFirm: lawyer.law_firm,
    city: lawyer.city,
    practiceAreas: lawyer.practice_areas.map((area) => area.label),
    yearsInPractice: lawyer.years_in_practice,
    casesTaken: lawyer.cases_taken,
    rating: lawyer.rating,
    acceptingCases: lawyer.accepting_cases,
    memberDiscount:
      lawyer.member_discount_percent === null ? null : memberDiscountWords(lawyer.member_discount_percent),
  };
}
