import { LAW_CITY_MAX } from "@tousu/contracts";
import { LAW_SECTORS, PRACTICE_AREA_CODES, type PracticeAreaCode } from "@tousu/domain";

/** The lawyer list's filters (`?area=&city=&sector=`) from the address; one the list does not offer is none. */
export function lawFiltersOf(request: Request) {
  const params = new URL(request.url).searchParams;
  const area = params.get("area") ?? "";
  const city = (params.get("city") ?? "").trim().slice(0, LAW_CITY_MAX);
  const sector = params.get("sector") ?? "";
  return {
    area: (PRACTICE_AREA_CODES as readonly string[]).includes(area) ? (area as PracticeAreaCode) : undefined,
    city: city || undefined,
    sector: LAW_SECTORS.includes(sector) ? sector : undefined,
  };
}
