/**
 * Where "我要投诉" leads: the first form step, carrying the `linkId` the visitor arrived with
 * (docs/product/routes.md#filing-links-linkid) so the submission can credit it as `link_id`, and the brand to complain about when the
 * link starts from one (a brand's page), which the form then chooses.
 */
export function createComplaintHref(search: URLSearchParams, brandId?: number): string {
  const params = new URLSearchParams();
  if (brandId !== undefined) params.set("brand_id", String(brandId));
  const linkId = search.get("linkId")?.trim();
  if (linkId) params.set("linkId", linkId);
  const query = params.toString();
  return query ? `/complaint/create?${query}` : "/complaint/create";
}
