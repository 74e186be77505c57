import { schema } from "@tousu/db";
import { TEST_SEED_NOW } from "@tousu/db/testing";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpModerationConsole } from "../../testing/moderation-console";

const { t, call, expectOneStaffAction } = setUpModerationConsole();

describe("enterprises in the console", () => {
  it("creates an enterprise only with a well-formed, correctly checked, unused credit code, and verifies it", async () => {
    const countEnterprises = async () =>
      (await t.db.select({ value: count() }).from(schema.enterprises))[0]?.value;
    const before = await countEnterprises();
    for (const credit_code of ["123", "91110000MA01ABCD3", "91110000MA01ABCDIO"]) {
      expect(
        (await call("POST", "/admin/enterprises", "admin", { name: "格式测试有限公司", credit_code })).json(),
      ).toMatchObject({
        code: 400,
        msg: "请填写18位有效的统一社会信用代码",
      });
    }
    // Well-formed, but the check character does not match the first 17 characters (it should be 1).
    expect(
      (
        await call("POST", "/admin/enterprises", "admin", {
          name: "校验测试有限公司",
          credit_code: "91330100MA27XYHW5K",
        })
      ).json(),
    ).toMatchObject({ code: 400, msg: "统一社会信用代码校验位不正确，请核对后重新填写" });
    expect(await countEnterprises()).toBe(before);

    const { response } = await expectOneStaffAction(() =>
      call("POST", "/admin/enterprises", "admin", {
        name: "新登记科技有限公司",
        credit_code: "91330100mA27xyhw51",
      }),
    );
    const created = response.json().data;
    expect(created).toMatchObject({
      name: "新登记科技有限公司",
      credit_code: "91330100MA27XYHW51",
      is_verified: false,
    });
    expect(
      (
        await call("POST", "/admin/enterprises", "admin", {
          name: "重复科技有限公司",
          credit_code: "91330100MA27XYHW51",
        })
      ).json(),
    ).toMatchObject({ code: 400, msg: "该统一社会信用代码已登记" });

    const { response: verified, action } = await expectOneStaffAction(() =>
      call("PUT", `/admin/enterprises/${created.id}`, "admin", { is_verified: true }),
    );
    expect(verified.json().data).toMatchObject({
      is_verified: true,
      verified_at: TEST_SEED_NOW.toISOString(),
    });
    expect(action?.action).toBe("enterprise.verify");
    expect((await call("PUT", `/admin/enterprises/${created.id}`, "admin", {})).json()).toMatchObject({
      code: 400,
      msg: "请填写要修改的内容",
    });
  });
});
