import { schema } from "@tousu/db";
import { createBrand, createEnterprise } from "@tousu/db/testing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { untilAStatementWaitsOnALock } from "../../testing/lock-waits";
import { setUpModerationConsole } from "../../testing/moderation-console";

const { t, call, staffActionCount, expectOneStaffAction } = setUpModerationConsole();

describe("brands in the console", () => {
  it("assigns a brand to an enterprise and refuses an unknown one", async () => {
    const brand = await createBrand(t.db, { enterpriseId: null });
    const enterprise = await createEnterprise(t.db);
    const { response } = await expectOneStaffAction(() =>
      call("PUT", `/admin/brands/${brand.id}`, "admin", {
        industry: "家电",
        description: "品牌简介",
        enterprise_id: enterprise.id,
      }),
    );
    expect(response.json().data).toMatchObject({
      id: brand.id,
      industry: "家电",
      enterprise: { id: enterprise.id, name: enterprise.name },
    });
    const before = await staffActionCount();
    expect(
      (
        await call("PUT", `/admin/brands/${brand.id}`, "admin", { industry: "家电", enterprise_id: 99999999 })
      ).json(),
    ).toMatchObject({ code: 400, msg: "所选企业不存在" });
    expect(await staffActionCount()).toBe(before);
    const found = (
      await call("GET", `/admin/brands?keyword=${encodeURIComponent(brand.name)}`, "admin")
    ).json().data;
    expect(found.list).toEqual([expect.objectContaining({ id: brand.id, industry: "家电" })]);
  });

  it("renames a brand with fresh pinyin for autocomplete, and refuses a name another brand has", async () => {
    const brand = await createBrand(t.db, { enterpriseId: null });
    const other = await createBrand(t.db, { enterpriseId: null });
    const { response, action } = await expectOneStaffAction(() =>
      call("PUT", `/admin/brands/${brand.id}`, "admin", {
        name: " 晨曦改名厨电 ",
        industry: "家电",
        enterprise_id: null,
      }),
    );
    expect(response.json().data).toMatchObject({ id: brand.id, name: "晨曦改名厨电" });
    const [renamed] = await t.db.select().from(schema.brands).where(eq(schema.brands.id, brand.id));
    expect(renamed).toMatchObject({
      name: "晨曦改名厨电",
      pinyin: "chenxigaimingchudian",
      initials: "cxgmcd",
    });
    expect(action?.detail).toMatchObject({ before: { name: brand.name }, after: { name: "晨曦改名厨电" } });

    const before = await staffActionCount();
    expect(
      (
        await call("PUT", `/admin/brands/${other.id}`, "admin", {
          name: "晨曦改名厨电",
          industry: "家电",
          enterprise_id: null,
        })
      ).json(),
    ).toMatchObject({ code: 400, msg: "品牌名称已存在" });
    expect(await staffActionCount()).toBe(before);
    const [untouched] = await t.db.select().from(schema.brands).where(eq(schema.brands.id, other.id));
    expect(untouched).toMatchObject({ name: other.name, pinyin: other.pinyin });

    // Sending the brand's own name, or none, keeps it.
    for (const body of [{ name: "晨曦改名厨电" }, {}]) {
      expect(
        (
          await call("PUT", `/admin/brands/${brand.id}`, "admin", {
            ...body,
            industry: "厨电",
            enterprise_id: null,
          })
        ).json(),
      ).toMatchObject({ code: 200, data: { name: "晨曦改名厨电", industry: "厨电" } });
    }
  });

  it("answers a rename racing another to the same name with the same 400, never a 500", async () => {
    const rename = (brandId: number, name: string) =>
      call("PUT", `/admin/brands/${brandId}`, "admin", { name, industry: "家电", enterprise_id: null });
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => createBrand(t.db, { enterpriseId: null })),
    );
    const before = await staffActionCount();

    // Deterministically: the other rename has written but not committed, so no check can see it;
    // the request waits on the unique index until it commits.
    let racing: ReturnType<typeof call> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.update(schema.brands).set({ name: "同时改名厨电" }).where(eq(schema.brands.id, first!.id));
      racing = rename(second!.id, "同时改名厨电");
      await untilAStatementWaitsOnALock(t.db);
    });
    expect((await racing!).json()).toMatchObject({ code: 400, msg: "品牌名称已存在" });

    // And as two requests at once.
    const answers = await Promise.all([
      rename(second!.id, "同刻改名厨电"),
      rename(third!.id, "同刻改名厨电"),
    ]);
    expect(answers.map((answer) => answer.json().code).sort()).toEqual([200, 400]);
    expect(answers.map((answer) => answer.json().msg)).toContain("品牌名称已存在");
    expect(await staffActionCount()).toBe(before + 1);
  });
});
