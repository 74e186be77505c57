import { BRAND_KEYWORD_MAX, getComplaintRelation, searchBrand } from "@tousu/contracts";
import { parseEntityId } from "@tousu/domain";
import { createServerApi } from "@tousu/page-kit/server-api";
import { data } from "react-router";
import { filingServiceAction } from "../complaint-filing/filing-action.server";
import { brandLogoResolver } from "../lib/brand-logo.server";
import type { Route } from "./+types/complaint-filing-service";

// How many found brands the picker lists; more is scrolling on a phone, a longer name narrows it.
const BRANDS_SHOWN = 10;

/**
 * What the filing pages read while the visitor fills them in, through the API as the PC form reads it:
 * `?brand=` searches brands by name, pinyin or initials (GET /brand/search), `?subtype_id=&brand_id=`
 * the subtype's problems, appeals and extra questions (GET /v2/complaint/relation).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = createServerApi(request, context);
  const keyword = url.searchParams.get("brand")?.trim().slice(0, BRAND_KEYWORD_MAX);
  if (keyword) {
    const [found, logoOf] = await Promise.all([
      api.request(searchBrand, { query: { keyword } }),
      brandLogoResolver(api, context.publicConfig.imageOrigin),
    ]);
    const brands = found.ok ? found.data.slice(0, BRANDS_SHOWN) : [];
    return { brands: brands.map((brand) => ({ id: brand.id, name: brand.name, logo: logoOf(brand.logo) })) };
  }
  const subtypeId = parseEntityId(url.searchParams.get("subtype_id"));
  if (subtypeId !== null) {
    const brandId = parseEntityId(url.searchParams.get("brand_id")) ?? undefined;
    const result = await api.request(getComplaintRelation, {
      query: { subtype_id: subtypeId, brand_id: brandId },
    });
    return { relation: result.ok ? result.data : null };
  }
  throw data({ message: "页面不存在" }, { status: 404 });
}

/** The filing pages' writes before the submission: upload signing, SMS code, captcha, title suggestion. */
export function action({ request, context }: Route.ActionArgs) {
  return filingServiceAction(request, context);
}
