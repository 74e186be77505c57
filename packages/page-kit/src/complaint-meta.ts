import type { ComplaintDetail } from "@tousu/contracts";

const DESCRIPTION_LENGTH = 100;

/** The page's title (complaint title and brand) and search-engine description (the content's start). */
export function describeComplaint(
  complaint: Pick<ComplaintDetail, "title" | "content" | "brand" | "custom_brand_name">,
): [title: string, description: string] {
  const brandName = complaint.brand?.name ?? complaint.custom_brand_name;
  const text = complaint.content.replace(/\s+/g, " ").trim();
  const description = text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH)}…` : text;
  return [brandName ? `${complaint.title}_${brandName}` : complaint.title, description];
}
