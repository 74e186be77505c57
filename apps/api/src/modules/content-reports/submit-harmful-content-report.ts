import type { ContractOutput, submitHarmfulContentReport } from "@tousu/contracts";
import { encryptPii, schema } from "@tousu/db";
import type { AppDeps } from "../../app-deps";

type HarmfulReportBody = ContractOutput<typeof submitHarmfulContentReport, "body">;

/**
 * Files a report of illegal or harmful content for the moderators. The contact a reporter leaves is
 * personal data: it is stored encrypted and appears nowhere but the moderators' list.
 */
export async function submitHarmfulReport(
  deps: Pick<AppDeps, "db" | "providers" | "piiKeys">,
  reporterId: number | null,
  body: HarmfulReportBody,
): Promise<{ id: number }> {
  const [created] = await deps.db
    .insert(schema.harmfulContentReports)
    .values({
      category: body.category,
      contentUrl: body.content_url,
      description: body.description,
      contactCipher: body.contact ? encryptPii(body.contact, deps.piiKeys.encryptionKey) : null,
      reporterId,
      createdAt: deps.providers.now(),
    })
    .returning({ id: schema.harmfulContentReports.id });
  return { id: created!.id };
}
