import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useAppStore } from "../../lib/app-store";
import { useUserStore } from "../../shared/session/user-store";
import { descriptionOf, renderWithApi } from "../../testing/render-with-api";
import { SmsLoginForm } from "./sms-login-form";

// What apps/api's consumeSmsCode answers a wrong code with, one attempt spent of five.
const WRONG_CODE = { code: 400, msg: "验证码错误，还可尝试4次", data: null };

describe("SmsLoginForm", () => {
  beforeEach(() => {
    useUserStore.getState().setToken(null);
    useAppStore.getState().openLogin("login");
  });

  it("shows a refused code beside the code box, keeps what was typed and stays logged out", async () => {
    const { user, sent } = renderWithApi(<SmsLoginForm />, { "POST /auth/login_sms": WRONG_CODE });
    const phone = await screen.findByRole("textbox", { name: "手机号" });
    const code = screen.getByRole("textbox", { name: "验证码" });
    await user.type(phone, "13800138000");
    await user.type(code, "123456");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "登录" }));

    await screen.findByText(WRONG_CODE.msg);
    expect(descriptionOf(code)).toBe(WRONG_CODE.msg);
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(code);
    expect(descriptionOf(phone)).toBe("");
    expect(phone).toHaveProperty("value", "13800138000");
    expect(code).toHaveProperty("value", "123456");
    expect(sent).toEqual([
      { method: "POST", path: "/auth/login_sms", body: { phone: "13800138000", code: "123456" } },
    ]);
    expect(useUserStore.getState().token).toBeNull();
    expect(useAppStore.getState().showLogin).toBe(true);
  });
});
