import { schema } from "@tousu/db";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { answerUniqueViolation } from "../../lib/unique-violation";

const { tags } = schema;

export const TAG_TAKEN = () => badRequest("已有同名标签");

export async function createArticleTag(
  deps: Pick<AppDeps, "db" | "providers" | "cache" | "log">,
  staffId: number,
  name: string,
) {
  const now = deps.providers.now();
  return deps.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(tags)
        .values({ name, createdAt: now })
        .returning({ id: tags.id, name: tags.name });
      await recordStaffAction(tx, {
        staffId,
        action: "article_tag.create",
        targetType: "article_tag",
        targetId: row!.id,
        detail: { name },
        now,
      });
      return row!;
    })
    .catch(answerUniqueViolation("tags_name_unique", TAG_TAKEN));
}
