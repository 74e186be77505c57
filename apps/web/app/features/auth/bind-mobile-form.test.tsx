import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useAppStore } from "../../lib/app-store";
import { useUserStore } from "../../shared/session/user-store";
import { type ApiAnswer, descriptionOf, renderWithApi } from "../../testing/render-with-api";
import { BindMobileForm } from "./bind-mobile-form";

const ACCESS_TOKEN = "bind.42.1780290000000.AAAAAAAAAAAAAAAAAAAAAA";
const QUESTION = "该手机号已注册，是否登录该账号并关联微信？";
const SESSION = { token: "session-token", expires_at: "2026-12-27T00:00:00.000Z" };
const MEMBER = {
  id: 7,
  nickname: "用户0007",
  avatar: "",
  phone: "138****8000",
  is_complaint: false,
  is_lawyer: false,
  is_real_name_verified: false,
  created_at: "2026-01-01T00:00:00.000Z",
  vip: null,
};
const ok = (data: unknown): ApiAnswer => ({ code: 200, msg: "ok", data });

/** The answers a finished login reads: the member and the unread counts. */
const afterLogin = {
  "GET /user": ok(MEMBER),
  "GET /user/push/unread_count": ok({ platform: 0, complaint: 0 }),
};

async function fillIn(user: ReturnType<typeof renderWithApi>["user"]) {
  await user.type(await screen.findByRole("textbox", { name: "手机号" }), "13800138000");
  await user.type(screen.getByRole("textbox", { name: "验证码" }), "123456");
  await user.click(screen.getByRole("button", { name: "绑定并登录" }));
}

describe("BindMobileForm", () => {
  beforeEach(() => {
    useUserStore.getState().clearSession();
    useUserStore.getState().setBindAccessToken(ACCESS_TOKEN);
    useAppStore.getState().openLogin("bind");
  });

  it("binds with the 402's token and logs in", async () => {
    const { user, sent } = renderWithApi(<BindMobileForm accessToken={ACCESS_TOKEN} />, {
      "POST /auth/login_bind": ok({ state: "logged_in", ...SESSION }),
      ...afterLogin,
    });
    await fillIn(user);

    await waitFor(() => expect(useAppStore.getState().showLogin).toBe(false));
    expect(sent[0]).toEqual({
      method: "POST",
      path: "/auth/login_bind",
      body: { access_token: ACCESS_TOKEN, phone: "13800138000", code: "123456", link_wechat: false },
    });
    expect(useUserStore.getState()).toMatchObject({ token: SESSION.token, bindAccessToken: null });
  });

  it("asks before logging into the phone's account, and links WeChat to it only when chosen", async () => {
    const answers: Record<string, ApiAnswer> = {
      "POST /auth/login_bind": ok({ state: "phone_taken", message: QUESTION }),
      ...afterLogin,
    };
    const { user, sent } = renderWithApi(<BindMobileForm accessToken={ACCESS_TOKEN} />, answers);
    await fillIn(user);

    await screen.findByText(QUESTION);
    expect(useUserStore.getState().token).toBeNull();
    await user.click(screen.getByRole("button", { name: "换一个手机号" }));
    expect(screen.getByRole("textbox", { name: "手机号" })).toHaveProperty("value", "13800138000");
    await user.click(screen.getByRole("button", { name: "绑定并登录" }));

    answers["POST /auth/login_bind"] = ok({ state: "logged_in", ...SESSION });
    await user.click(await screen.findByRole("button", { name: "登录该账号并关联微信" }));
    await waitFor(() => expect(useAppStore.getState().showLogin).toBe(false));
    const binds = sent.filter((request) => request.path === "/auth/login_bind");
    expect(binds.map((request) => (request.body as { link_wechat: boolean }).link_wechat)).toEqual([
      false,
      false,
      true,
    ]);
    expect(useUserStore.getState().token).toBe(SESSION.token);
  });

  it("shows a refused code beside the code box and stays logged out", async () => {
    const refusal = { code: 400, msg: "验证码错误，还可尝试4次", data: null };
    const { user } = renderWithApi(<BindMobileForm accessToken={ACCESS_TOKEN} />, {
      "POST /auth/login_bind": refusal,
    });
    await fillIn(user);

    const code = screen.getByRole("textbox", { name: "验证码" });
    await screen.findAllByText(refusal.msg);
    expect(descriptionOf(code)).toBe(refusal.msg);
    expect(document.activeElement).toBe(code);
    expect(useUserStore.getState()).toMatchObject({ token: null, bindAccessToken: ACCESS_TOKEN });
  });
});
