import { createServer } from "node:http";
import { decryptPii, derivePiiKeys, schema } from "@tousu/db";
import { TEST_PII_SECRET } from "@tousu/db/testing";
import { REAL_NAME_MESSAGE } from "@tousu/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";
import { REAL_NAME_CHECKS_PER_HOUR } from "./routes";

// Valid GB 11643 numbers (check characters computed by MOD 11-2).
const ID_A = "11010519491231002X";
const ID_B = "44030519900101123X";
const ID_LEAP_DAY = "310104200002294568";
const ENV = { SMS_CAPTCHA_AFTER_PER_IP: "100" };
const keys = derivePiiKeys(TEST_PII_SECRET);

const verify = (t: TestApp, token: string | null, payload: unknown) =>
  t.app
    .inject({
      method: "POST",
      url: "/api/common/verifyRealname",
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: payload as Record<string, unknown>,
    })
    .then((response) => ({ status: response.statusCode, body: response.json() }));

const storedIdentity = async (t: TestApp, token: string) => {
  const me = await t.app.inject({ url: "/api/user", headers: { authorization: `Bearer ${token}` } });
  const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, me.json().data.id));
  return row!;
};

describe("POST /common/verifyRealname with the local verifier", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(ENV);
  });
  afterAll(() => t.close());

  it("requires login", async () => {
    expect(await verify(t, null, { real_name: "张三", id_card: ID_A })).toMatchObject({
      status: 401,
      body: { code: 401 },
    });
  });

  it("rejects bad names and ID numbers with the product's messages and stores nothing", async () => {
    const token = await loginBySms(t, "13912340001");
    const badNames = ["", "张", "Zhang San", "张三1", "·张三", "张三四五六七八", "张··三"];
    for (const real_name of badNames) {
      expect(await verify(t, token, { real_name, id_card: ID_A }), real_name).toMatchObject({
        status: 400,
        body: { code: 400, msg: REAL_NAME_MESSAGE },
      });
    }
    const badIds = [
      "",
      "11010519491231002",
      "110105194912310021", // wrong check character
      "110105194902300023", // 30 February
      "110105200102290026", // 29 February of a common year
      "010105194912310022", // region cannot start with 0
      "11010520990101002X", // born in the future
    ];
    for (const id_card of badIds) {
      expect(await verify(t, token, { real_name: "张三", id_card }), id_card).toMatchObject({
        status: 400,
        body: { code: 400, msg: "请填写有效身份证号码" },
      });
    }
    expect(await verify(t, token, { real_name: "张三" })).toMatchObject({
      status: 400,
      body: { msg: "请填写有效身份证号码" },
    });
    const user = await storedIdentity(t, token);
    expect(user).toMatchObject({ realNameCipher: null, idCardCipher: null, isRealNameVerified: false });
  });

  it("verifies, stores name and number encrypted and answers only masked values", async () => {
    const token = await loginBySms(t, "13912340002");
    const { body } = await verify(t, token, { real_name: " 买买提·艾力 ", id_card: ID_A.toLowerCase() });
    expect(body).toEqual({
      code: 200,
      msg: "ok",
      data: { verified: true, real_name: "买*****", id_card: "110***********002X" },
    });
    expect(JSON.stringify(body)).not.toContain(ID_A);
    const user = await storedIdentity(t, token);
    expect(user.isRealNameVerified).toBe(true);
    expect(user.realNameCipher).not.toContain("买买提");
    expect(user.idCardCipher).not.toContain("110105");
    expect(decryptPii(user.realNameCipher!, keys.encryptionKey)).toBe("买买提·艾力");
    expect(decryptPii(user.idCardCipher!, keys.encryptionKey)).toBe(ID_A);
    const me = await t.app.inject({ url: "/api/user", headers: { authorization: `Bearer ${token}` } });
    expect(me.json().data.is_real_name_verified).toBe(true);
  });

  it("accepts a leap-day birth date, repeats a verified identity and refuses a different one", async () => {
    const token = await loginBySms(t, "13912340003");
    expect((await verify(t, token, { real_name: "李四", id_card: ID_LEAP_DAY })).body.data.verified).toBe(
      true,
    );
    expect((await verify(t, token, { real_name: "李四", id_card: ID_LEAP_DAY })).body.data.verified).toBe(
      true,
    );
    expect(await verify(t, token, { real_name: "王五", id_card: ID_B })).toMatchObject({
      status: 400,
      body: { msg: "您已完成实名认证，如需修改请联系客服" },
    });
    const user = await storedIdentity(t, token);
    expect(decryptPii(user.idCardCipher!, keys.encryptionKey)).toBe(ID_LEAP_DAY);
  });

  it(`allows ${REAL_NAME_CHECKS_PER_HOUR} checks per user per hour`, async () => {
    const token = await loginBySms(t, "13912340004");
    for (let i = 0; i < REAL_NAME_CHECKS_PER_HOUR; i++) {
      expect((await verify(t, token, { real_name: "赵六", id_card: ID_B })).status).toBe(200);
    }
    expect(await verify(t, token, { real_name: "赵六", id_card: ID_B })).toMatchObject({
      status: 400,
      body: { msg: "实名认证尝试次数过多，请1小时后再试" },
    });
    // Another user is not affected.
    const other = await loginBySms(t, "13912340005");
    expect((await verify(t, other, { real_name: "赵六", id_card: ID_B })).status).toBe(200);
  });
});

describe("POST /common/verifyRealname with an HTTP identity provider", () => {
  let t: TestApp;
  let answer: { status: number; body: unknown } = { status: 200, body: {} };
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.statusCode = answer.status;
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(answer.body));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    t = await buildTestApp({
      ...ENV,
      IDENTITY_PROVIDER: "http",
      IDENTITY_API_URL: `http://127.0.0.1:${port}/verify`,
      IDENTITY_APP_CODE: "test-app-code",
    });
  });
  afterAll(async () => {
    await t.close();
    server.close();
  });

  it("answers verified false on a mismatch and stores nothing", async () => {
    const token = await loginBySms(t, "13912340011");
    answer = { status: 200, body: { code: "0", result: { res: "2", description: "不一致" } } };
    const { body } = await verify(t, token, { real_name: "张三", id_card: ID_A });
    expect(body).toMatchObject({ code: 200, data: { verified: false, real_name: "张*" } });
    expect(await storedIdentity(t, token)).toMatchObject({ realNameCipher: null, isRealNameVerified: false });
  });

  it("reports an unavailable provider as a server error and stores nothing", async () => {
    const token = await loginBySms(t, "13912340012");
    answer = { status: 502, body: { message: "bad gateway" } };
    expect(await verify(t, token, { real_name: "张三", id_card: ID_A })).toMatchObject({
      status: 500,
      body: { code: 500, msg: "实名认证服务暂时不可用，请稍后再试" },
    });
    expect(await storedIdentity(t, token)).toMatchObject({ idCardCipher: null, isRealNameVerified: false });
  });

  it("stores the identity when the provider confirms it", async () => {
    const token = await loginBySms(t, "13912340013");
    answer = { status: 200, body: { code: "0", result: { res: "1" } } };
    expect((await verify(t, token, { real_name: "张三", id_card: ID_A })).body.data.verified).toBe(true);
    expect((await storedIdentity(t, token)).isRealNameVerified).toBe(true);
  });
});
