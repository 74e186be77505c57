import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { qrCodeShape } from "../../lib/qr-code";
import { renderWithApi } from "../../testing/render-with-api";
import { ScanLoginPanel } from "./scan-login-panel";

const TICKET = "AbCdEfGhIjKlMnOpQrStUvWx";
// Polled at once, then (after the answer below) not again within the test.
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
const polled = (state: string) => ({ code: 200, msg: "ok", data: { state, interval: 60 } });

describe("ScanLoginPanel", () => {
  it("draws the code, polls it and says when the phone has scanned it", async () => {
    const { sent } = renderWithApi(<ScanLoginPanel />, {
      "POST /auth/get_qrcode": ISSUED,
      "POST /auth/login_scan": polled("scanned"),
    });
    expect(await screen.findByRole("img", { name: "扫码登录二维码" })).toBeTruthy();
    expect(await screen.findByText("已扫码，请在手机上确认")).toBeTruthy();
    expect(sent.map((request) => request.body)).toEqual([undefined, { ticket: TICKET }]);
  });

  it("offers a fresh code once the phone cancelled", async () => {
    const { sent, user } = renderWithApi(<ScanLoginPanel />, {
      "POST /auth/get_qrcode": ISSUED,
      "POST /auth/login_scan": polled("cancelled"),
    });
    expect(await screen.findByText("已在手机上取消登录")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "刷新二维码" }));
    await expect.poll(() => sent.filter((request) => request.path === "/auth/get_qrcode").length).toBe(2);
  });

  it("shows the official account's code when there is one, and our confirm page's code to phones without WeChat", async () => {
    const wechatUrl = "http://weixin.qq.com/q/02fake";
    const { sent, user } = renderWithApi(<ScanLoginPanel />, {
      "POST /auth/get_qrcode": { ...ISSUED, data: { ...ISSUED.data, wechat_url: wechatUrl } },
      "POST /auth/login_scan": polled("new"),
    });
    const drawn = async () =>
      (await screen.findByRole("img", { name: "扫码登录二维码" })).querySelector("path")?.getAttribute("d");
    expect(await screen.findByText("请使用微信扫码登录")).toBeTruthy();
    expect(await drawn()).toBe(qrCodeShape(wechatUrl).path);

    await user.click(screen.getByRole("button", { name: "没有微信？用手机浏览器扫码" }));
    expect(screen.getByText("请使用手机浏览器或相机扫码登录")).toBeTruthy();
    expect(await drawn()).toBe(qrCodeShape(ISSUED.data.url).path);
    await user.click(screen.getByRole("button", { name: "用微信扫码" }));
    expect(await drawn()).toBe(qrCodeShape(wechatUrl).path);
    // Both codes are the one ticket's: switching asks for no new code.
    expect(sent.filter((request) => request.path === "/auth/get_qrcode")).toHaveLength(1);
  });

  it("offers no switch when there is no official account's code", async () => {
    renderWithApi(<ScanLoginPanel />, {
      "POST /auth/get_qrcode": ISSUED,
      "POST /auth/login_scan": polled("new"),
    });
    expect(await screen.findByText("请使用手机浏览器或相机扫码登录")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "没有微信？用手机浏览器扫码" })).toBeNull();
  });

  // The client entry renders under StrictMode: development builds (the end-to-end server's too, built
  // with NODE_ENV=test) run each effect twice on mount, and each run used to ask for a ticket.
  it("asks for one code when its effect runs twice on mount", async () => {
    const { sent } = renderWithApi(
      <ScanLoginPanel />,
      { "POST /auth/get_qrcode": ISSUED, "POST /auth/login_scan": polled("scanned") },
      { strictMode: true },
    );
    expect(await screen.findByText("已扫码，请在手机上确认")).toBeTruthy();
    expect(sent.map((request) => request.path)).toEqual(["/auth/get_qrcode", "/auth/login_scan"]);
  });
});
