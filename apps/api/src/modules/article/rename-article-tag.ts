import { schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { recordStaffAction } from "../../lib/staff-actions";
import { answerUniqueViolation } from "../../lib/unique-violation";
import { refreshArticlePages } from "./article-pages";
import { requireArticleTag } from "./article-tag-rows";
import { TAG_TAKEN } from "./create-article-tag";

const { tags } = schema;

export async function renameArticleTag(
  deps: Pick<AppDeps, "db" | "providers" | "cache" | "log">,
  staffId: number,
  id: number,
  name: string,
) {
  const now = deps.providers.now();
  const renamed = await deps.db
    .transaction(async (tx) => {
      const before = await requireArticleTag(tx, id);
      await tx.update(tags).set({ name }).where(eq(tags.id, id));
      await recordStaffAction(tx, {
        staffId,
        action: "article_tag.rename",
        targetType: "article_tag",
        targetId: id,
        detail: { from: before.name, to: name },
        now,
      });
      return { id, name };
    })
    .catch(answerUniqueViolation("tags_name_unique", TAG_TAKEN));
  await refreshArticlePages(deps, { tagIds: [id] });
  return renamed;
}
