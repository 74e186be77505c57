import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useAppStore } from "../../lib/app-store";
import { LoginRequired } from "./login-required";

afterEach(() => useAppStore.getState().closeLogin());

describe("a page asked for without its login offers that login in place", () => {
  it("a member's page: the page's title, the ordinary login", () => {
    render(<LoginRequired title="登录后查看投诉进度" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("登录后查看投诉进度");
    expect(screen.getByText("请使用提交投诉时验证的手机号登录。")).toBeTruthy();
    screen.getByRole("button", { name: "登录" }).click();
    expect(useAppStore.getState()).toMatchObject({
      showLogin: true,
      showLoginLawyer: false,
      loginMode: "login",
    });
  });

  it("a lawyer's working page: the lawyer login (decision 069)", () => {
    render(<LoginRequired title="登录后查看案件" login="lawyer" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("登录后查看案件");
    expect(screen.getByText(/已核验执业信息的律师用本人手机号登录/)).toBeTruthy();
    screen.getByRole("button", { name: "律师登录" }).click();
    expect(useAppStore.getState()).toMatchObject({ showLogin: true, showLoginLawyer: true });
  });
});
