import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useAppStore } from "../../lib/app-store";
import { useUserStore } from "../../shared/session/user-store";
import { renderWithApi } from "../../testing/render-with-api";
import { LoginDialog } from "./login-dialog";

// What apps/api answers the lawyer login of an account that is no verified lawyer.
const NOT_A_LAWYER = { code: 403, msg: "该账号不是认证律师，无法使用律师登录，请使用普通登录", data: null };
const TICKET = "AbCdEfGhIjKlMnOpQrStUvWx";
const ISSUED = {
  code: 200,
  msg: "ok",
  data: {
    ticket: TICKET,
    url: `https://www.example.com/auth/scan/${TICKET}`,
    expires_at: "2026-11-27T00:02:00.000Z",
    expires_in: 120,
    interval: 0,
  },
};

async function submitSms(user: ReturnType<typeof renderWithApi>["user"]) {
  // The form is a lazy chunk: its first import in a run takes a while.
  await user.type(await screen.findByRole("textbox", { name: "手机号" }, { timeout: 10_000 }), "13800138000");
  await user.type(screen.getByRole("textbox", { name: "验证码" }), "123456");
  await user.click(screen.getByRole("checkbox"));
  await user.click(screen.getByRole("button", { name: "登录" }));
}

describe("LoginDialog in lawyer mode", () => {
  beforeEach(() => {
    useUserStore.getState().setToken(null);
    useAppStore.getState().openLawyerLogin();
  });

  it("is the lawyer login, and says so when the account is no verified lawyer", async () => {
    const { user, sent } = renderWithApi(<LoginDialog />, { "POST /auth/login_sms": NOT_A_LAWYER });
    const dialog = await screen.findByRole("dialog", { name: "律师登录" });
    await submitSms(user);
    expect(await within(dialog).findByText(NOT_A_LAWYER.msg)).toBeTruthy();
    expect(sent.map((request) => request.body)).toEqual([
      { phone: "13800138000", code: "123456", role: "lawyer" },
    ]);
    expect(useUserStore.getState().token).toBeNull();
    expect(useAppStore.getState()).toMatchObject({ showLogin: true, showLoginLawyer: true });
  });

  it("polls the scan code as a lawyer's login and shows the refusal", async () => {
    const { user, sent } = renderWithApi(<LoginDialog />, {
      "POST /auth/get_qrcode": ISSUED,
      "POST /auth/login_scan": NOT_A_LAWYER,
    });
    await user.click(await screen.findByRole("tab", { name: "扫码登录" }));
    expect(await screen.findByText(NOT_A_LAWYER.msg)).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ path: "/auth/login_scan", body: { ticket: TICKET, role: "lawyer" } });
  });

  it("is the ordinary login again once opened by 登录 / 注册, whose requests name no role", async () => {
    useAppStore.getState().openLogin();
    const { user, sent } = renderWithApi(<LoginDialog />, { "POST /auth/login_sms": NOT_A_LAWYER });
    await screen.findByRole("dialog", { name: "登录 / 注册" });
    await submitSms(user);
    await screen.findByText(NOT_A_LAWYER.msg);
    expect(sent.map((request) => request.body)).toEqual([{ phone: "13800138000", code: "123456" }]);
  });

  it("switches between the lawyer login and the ordinary one", async () => {
    const { user } = renderWithApi(<LoginDialog />, {});
    await user.click(await screen.findByRole("button", { name: "不是律师？使用普通登录" }));
    expect(await screen.findByRole("dialog", { name: "登录 / 注册" })).toBeTruthy();
    expect(useAppStore.getState().showLoginLawyer).toBe(false);
    await user.click(screen.getByRole("button", { name: "我是律师，使用律师登录" }));
    expect(await screen.findByRole("dialog", { name: "律师登录" })).toBeTruthy();
  });
});
