import { schema } from "@tousu/db";
import { asc, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";

const { platformRatingTags } = schema;

/** The tags a consumer can pick when rating how a complaint was handled, in their set order. */
export function listRatingTags(deps: Pick<AppDeps, "db">) {
  return deps.db
    .select({
      id: platformRatingTags.id,
      name: platformRatingTags.name,
      is_positive: platformRatingTags.isPositive,
    })
    .from(platformRatingTags)
    .orderBy(asc(platformRatingTags.sort), asc(platformRatingTags.id));
}

/** The names of the picked tags, kept with the rating; a tag that no longer exists refuses the rating. */
export async function findRatingTagNames(deps: Pick<AppDeps, "db">, pickedIds: number[]): Promise<string[]> {
  const tagIds = [...new Set(pickedIds)];
  const tags =
    tagIds.length === 0
      ? []
      : await deps.db
          .select({ name: platformRatingTags.name })
          .from(platformRatingTags)
          .where(inArray(platformRatingTags.id, tagIds));
  if (tags.length !== tagIds.length) throw badRequest("评价标签无效，请刷新页面后重试");
  return tags.map((tag) => tag.name);
}
