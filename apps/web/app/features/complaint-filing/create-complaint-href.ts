/**
 * Where "我要投诉" leads: the first form step, carrying the `linkId` the visitor arrived with
 * (spec §2) so the submission can credit it as `link_id`.
 */
export function createComplaintHref(search: URLSearchParams): string {
  const linkId = search.get("linkId")?.trim();
  return linkId ? `/complaint/create?${new URLSearchParams({ linkId })}` : "/complaint/create";
}
