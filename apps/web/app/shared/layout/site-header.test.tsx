import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { useAppStore } from "../../lib/app-store";
import { renderWithApi } from "../../testing/render-with-api";
import { SiteHeader } from "./site-header";

describe("SiteHeader", () => {
  beforeEach(() => {
    useAppStore.getState().closeLogin();
  });

  it("offers a visitor the lawyer login, which opens the login dialog in lawyer mode", async () => {
    const { user } = renderWithApi(<SiteHeader />, {});
    await user.click(await screen.findByRole("button", { name: "律师登录" }));
    expect(useAppStore.getState()).toMatchObject({ showLogin: true, showLoginLawyer: true });

    await user.click(screen.getByRole("button", { name: "登录 / 注册" }));
    expect(useAppStore.getState()).toMatchObject({ showLogin: true, showLoginLawyer: false });
  });

  it("leads to finding a lawyer", async () => {
    renderWithApi(<SiteHeader />, {});
    await screen.findByRole("button", { name: "律师登录" });
    const hrefs = screen.getAllByRole("link", { name: "律师维权" }).map((link) => link.getAttribute("href"));
    expect(hrefs).toContain("/law");
  });
});
