import { FOREIGN_IMAGE_MESSAGE } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginBySms, type TestApp } from "../../testing/build-test-app";
import { uploadImage } from "../../testing/upload-image";

let t: TestApp;
let token: string;
let userId: number;

beforeAll(async () => {
  t = await buildTestApp();
  token = await loginBySms(t, "13600003001");
  userId = (await me()).id;
});
afterAll(() => t.close());

function edit(payload: Record<string, unknown>, bearer: string | null = token) {
  return t.app.inject({
    method: "PUT",
    url: "/api/user/edit",
    payload,
    ...(bearer ? { headers: { authorization: `Bearer ${bearer}` } } : {}),
  });
}

async function me() {
  return (await t.app.inject({ url: "/api/user", headers: { authorization: `Bearer ${token}` } })).json()
    .data;
}

async function stored() {
  const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, userId));
  return { nickname: row!.nickname, avatarUrl: row!.avatarUrl };
}

describe("PUT /user/edit", () => {
  it("changes the nickname and the avatar to an image our upload flow produced", async () => {
    const avatar = await uploadImage(t.app, { token });
    const response = await edit({ nickname: "  维权小能手 ", avatar });
    expect(response.json()).toMatchObject({
      code: 200,
      data: { id: userId, nickname: "维权小能手", avatar },
    });
    expect(await stored()).toEqual({ nickname: "维权小能手", avatarUrl: avatar });
    // The avatar shown may come back with the next change unchanged.
    expect((await edit({ nickname: "维权小能手", avatar })).json()).toMatchObject({ code: 200 });
    expect((await me()).nickname).toBe("维权小能手");
  });

  it("refuses bad nicknames and foreign avatars, changing nothing", async () => {
    const before = await stored();
    const cases: [Record<string, unknown>, string][] = [
      [{ nickname: "我" }, "昵称至少2个字"],
      [{ nickname: "一二三四五六七八九十一二三四五六七" }, "昵称最多16个字"],
      [{ nickname: "<script>" }, "昵称只能包含中文、字母、数字、下划线和连字符"],
      [{}, "请填写要修改的内容"],
      [{ avatar: "javascript:alert(1)" }, "头像地址无效"],
      [{ nickname: "新昵称", avatar: "https://tracker.example/pixel.png" }, "图片地址无效，请重新上传"],
      [{ avatar: "/uploads/../secrets.png" }, "图片地址无效，请重新上传"],
      [{ avatar: "/uploads/avatars/2026/11/26/someone-else/face.png" }, FOREIGN_IMAGE_MESSAGE],
    ];
    for (const [payload, msg] of cases) {
      const response = await edit(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, msg });
    }
    expect(await stored()).toEqual(before);
    expect((await edit({ nickname: "访客改名" }, null)).statusCode).toBe(401);
  });
});
