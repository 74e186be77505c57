import type { ContractData, ContractOutput, getLawyerProfile, listLawyers } from "@tousu/contracts";
import { isPracticeCity, practiceAreasForSector } from "@tousu/domain";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { notFound } from "../../lib/app-error";
import { pageResult, pageWindow } from "../../lib/paging";
import { AVAILABILITY_ORDER, readLawyerCards } from "./lawyer-cards";

type Deps = Pick<AppDeps, "db" | "piiKeys" | "providers">;

/**
 * /law's list: the filters narrow (area, city), the complaint's sector ranks (its own area before
 * consumer protection), and availability orders the rest. Results never order anything.
 */
export async function searchLawyers(
  deps: Deps,
  query: ContractOutput<typeof listLawyers, "query">,
): Promise<ContractData<typeof listLawyers>> {
  const sectorAreas = query.sector ? practiceAreasForSector(query.sector) : [];
  const where = sql.join(
    [
      sql`true`,
      ...(query.area ? [sql`${query.area} = any(p.practice_areas)`] : []),
      ...(query.city ? [sql`p.city = ${query.city}`] : []),
      ...(sectorAreas.length
        ? [
            sql`p.practice_areas && array[${sql.join(
              sectorAreas.map((area) => sql`${area}`),
              sql`, `,
            )}]::text[]`,
          ]
        : []),
    ],
    sql` and `,
  );
  const relevance = sectorAreas[0] ? sql`(${sectorAreas[0]} = any(p.practice_areas)) desc,` : sql``;
  const now = deps.providers.now();
  const [list, totals, cities] = await Promise.all([
    readLawyerCards(
      { db: deps.db, piiKeys: deps.piiKeys, now },
      {
        where,
        orderBy: sql`${relevance} ${AVAILABILITY_ORDER}`,
        ...pageWindow(query),
      },
    ),
    deps.db.execute<{ total: number | string }>(
      sql`select count(*) as total from lawyer_profiles p where p.status = 'verified' and ${where}`,
    ),
    deps.db.execute<{ city: string }>(
      sql`select distinct city from lawyer_profiles where status = 'verified' order by city`,
    ),
  ]);
  return {
    ...pageResult(
      list.map(({ introduction: _, ...card }) => card),
      Number(totals.rows[0]?.total ?? 0),
      query,
    ),
    // A city typed in by hand before cities were chosen from the list never becomes a filter option.
    cities: cities.rows.map((row) => row.city).filter(isPracticeCity),
  };
}

export async function readLawyerProfile(
  deps: Deps,
  lawyerId: number,
): Promise<ContractData<typeof getLawyerProfile>> {
  const [card] = await readLawyerCards(
    { db: deps.db, piiKeys: deps.piiKeys, now: deps.providers.now() },
    { where: sql`p.user_id = ${lawyerId}`, orderBy: sql`p.user_id`, limit: 1 },
  );
  if (!card) throw notFound("律师不存在或未通过核验");
  return card;
}
