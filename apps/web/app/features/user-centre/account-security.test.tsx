import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type ApiAnswer, renderWithApi } from "../../testing/render-with-api";
import { AccountSecurity } from "./account-security";
import { PhoneChangeForm } from "./phone-change-form";

const IDENTITY = { id: 5, openid: "oAbC****xYz0", linked_at: "2026-11-01T00:00:00.000Z" };
const ok = (data: unknown): ApiAnswer => ({ code: 200, msg: "ok", data });

describe("AccountSecurity", () => {
  it("offers no unlinking to an account without a phone, and says why", async () => {
    renderWithApi(<AccountSecurity phone={null} wechat={{ items: [IDENTITY], can_unlink: false }} />, {});
    await screen.findByText(/oAbC\*\*\*\*xYz0/);
    expect(screen.queryByRole("button", { name: "解除关联" })).toBeNull();
    expect(screen.queryByRole("button", { name: "更换手机号" })).toBeNull();
    screen.getByText("绑定手机号后才能解除微信关联，否则将无法登录此账号。");
  });

  it("unlinks an identity once the person confirms", async () => {
    const { user, sent } = renderWithApi(
      <AccountSecurity phone="138****8000" wechat={{ items: [IDENTITY], can_unlink: true }} />,
      { "DELETE /user/wechat/5": ok(null) },
    );
    await user.click(await screen.findByRole("button", { name: "解除关联" }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole("button", { name: "确定解除" }));
    await vi.waitFor(() =>
      expect(sent).toEqual([{ method: "DELETE", path: "/user/wechat/5", body: undefined }]),
    );
  });
});

describe("PhoneChangeForm", () => {
  it("sends the old number's code and the new number's together, and shows a refusal", async () => {
    const refusal = { code: 400, msg: "该手机号已被其他账号使用", data: null };
    const { user, sent } = renderWithApi(<PhoneChangeForm currentPhone="138****8000" onDone={() => {}} />, {
      "POST /user/phone/send_code": ok({ resend_in: 60, expires_in: 300, captcha_required: false }),
      "PUT /user/phone": refusal,
    });
    const oldCode = await screen.findByRole("textbox", { name: "原手机号 138****8000 的验证码" });
    await user.click(screen.getAllByRole("button", { name: "获取验证码" })[0]!);
    await screen.findByRole("button", { name: /秒后重新获取/ });
    await user.type(oldCode, "111111");
    await user.type(screen.getByRole("textbox", { name: "新手机号" }), "13900139000");
    await user.type(screen.getByRole("textbox", { name: "新手机号的验证码" }), "222222");
    await user.click(screen.getByRole("button", { name: "确认更换" }));

    await screen.findAllByText(refusal.msg);
    expect(sent).toEqual([
      { method: "POST", path: "/user/phone/send_code", body: {} },
      {
        method: "PUT",
        path: "/user/phone",
        body: { old_code: "111111", phone: "13900139000", code: "222222" },
      },
    ]);
  });

  it("asks for the old number's code before sending anything", async () => {
    const { user, sent } = renderWithApi(
      <PhoneChangeForm currentPhone="138****8000" onDone={() => {}} />,
      {},
    );
    await user.type(await screen.findByRole("textbox", { name: "新手机号" }), "13900139000");
    await user.type(screen.getByRole("textbox", { name: "新手机号的验证码" }), "222222");
    await user.click(screen.getByRole("button", { name: "确认更换" }));
    await screen.findByText("请输入验证码");
    expect(document.activeElement).toBe(
      screen.getByRole("textbox", { name: "原手机号 138****8000 的验证码" }),
    );
    expect(sent).toEqual([]);
  });
});
