import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApi } from "../../testing/render-with-api";
import { UserCentreNav } from "./user-centre-nav";

const classesOf = (element: Element | null) => element?.getAttribute("class")?.split(/\s+/) ?? [];

describe("UserCentreNav", () => {
  it("is one row that scrolls sideways on a phone, and the side column's list from md up", async () => {
    renderWithApi(<UserCentreNav />, {});
    const nav = await screen.findByRole("navigation", { name: "个人中心导航" });
    const list = nav.querySelector("ul");
    expect(classesOf(list)).toEqual(expect.arrayContaining(["flex", "overflow-x-auto", "md:block"]));
    for (const link of screen.getAllByRole("link")) {
      expect(classesOf(link)).toContain("whitespace-nowrap");
    }
    // 意见反馈 and 退出登录 stay in the footer and the header's account menu on a phone.
    const extras = screen.getByRole("button", { name: "退出登录" }).parentElement;
    expect(classesOf(extras)).toEqual(expect.arrayContaining(["hidden", "md:flex"]));
  });
});
