import { screen } from "@testing-library/react";
import type { StaffRole } from "@tousu/domain";
import { beforeEach, describe, expect, it } from "vitest";
import { useUserStore } from "../../shared/session/user-store";
import { renderWithApi } from "../../testing/render-with-api";
import { ConsoleShell } from "./console-shell";

function signInAsStaff(roles: StaffRole[]) {
  useUserStore.setState({ token: "staff-token" });
  return renderWithApi(<ConsoleShell />, {
    "GET /admin/me": { code: 200, msg: "success", data: { id: 31, nickname: "测试员", roles } },
  });
}

describe("the console's menu", () => {
  beforeEach(() => useUserStore.getState().clearSession());

  it("offers a mediator the mediation queue and the points mall's packages, nothing else", async () => {
    signInAsStaff(["mediator"]);
    expect(await screen.findByRole("menuitem", { name: /调解队列/ })).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: /积分兑换/ })).toBeTruthy();
    expect(screen.getAllByRole("menuitem")).toHaveLength(2);
    expect(screen.getByText("调解员")).toBeTruthy();
  });

  it("offers a moderator without the mediator role no mediation", async () => {
    signInAsStaff(["moderator"]);
    expect(await screen.findByRole("menuitem", { name: /审核队列/ })).toBeTruthy();
    expect(screen.queryByRole("menuitem", { name: /调解队列/ })).toBeNull();
  });
});
