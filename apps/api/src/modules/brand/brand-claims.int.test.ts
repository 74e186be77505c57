import { schema } from "@tousu/db";
import { createBrand, createEnterprise } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpModerationConsole } from "../../testing/moderation-console";

const { t, call, expectOneStaffAction } = setUpModerationConsole();

describe("brand claims", () => {
  it("approving a claim gives the brand to the enterprise and refuses the rival claims", async () => {
    const brand = await createBrand(t.db, { enterpriseId: null });
    const [winner, rival] = [await createEnterprise(t.db), await createEnterprise(t.db)];
    const claims = await t.db
      .insert(schema.brandClaims)
      .values([
        { brandId: brand.id, enterpriseId: winner.id, evidence: "商标注册证" },
        { brandId: brand.id, enterpriseId: rival.id, evidence: "授权书" },
      ])
      .returning();
    const listed = (await call("GET", "/admin/brand-claims?page_size=100", "moderator")).json().data;
    expect(listed.list.map((claim: { id: number }) => claim.id)).toEqual(
      expect.arrayContaining(claims.map((claim) => claim.id)),
    );
    await expectOneStaffAction(() =>
      call("POST", `/admin/brand-claims/${claims[0]!.id}/review`, "moderator", { decision: "approve" }),
    );
    const [owned] = await t.db.select().from(schema.brands).where(eq(schema.brands.id, brand.id));
    expect(owned?.enterpriseId).toBe(winner.id);
    const stored = await t.db
      .select()
      .from(schema.brandClaims)
      .where(eq(schema.brandClaims.brandId, brand.id));
    expect(Object.fromEntries(stored.map((claim) => [claim.enterpriseId, claim.status]))).toEqual({
      [winner.id]: "approved",
      [rival.id]: "refused",
    });
    expect(
      (
        await call("POST", `/admin/brand-claims/${claims[1]!.id}/review`, "moderator", {
          decision: "approve",
        })
      ).json(),
    ).toMatchObject({ code: 400, msg: "该认领申请已审核" });
    expect(
      (
        await call("POST", `/admin/brand-claims/${claims[1]!.id}/review`, "moderator", { decision: "maybe" })
      ).json(),
    ).toMatchObject({ code: 400, msg: "请选择审核结果" });
  });
});
