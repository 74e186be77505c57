import { describe, expect, it } from "vitest";
import { admitsStaff, holdsStaffRole, STAFF_ROLES, staffRefusalMessage } from "./staff-roles";

describe("holdsStaffRole", () => {
  it("grants a role to whoever holds it", () => {
    expect(holdsStaffRole(["moderator"], "moderator")).toBe(true);
    expect(holdsStaffRole(["editor"], "editor")).toBe(true);
    expect(holdsStaffRole(["mediator"], "mediator")).toBe(true);
  });

  it("grants every role to an admin", () => {
    expect(holdsStaffRole(["admin"], "moderator")).toBe(true);
    expect(holdsStaffRole(["admin"], "editor")).toBe(true);
    expect(holdsStaffRole(["admin"], "mediator")).toBe(true);
    expect(holdsStaffRole(["admin"], "finance")).toBe(true);
    expect(holdsStaffRole(["admin"], "analytics")).toBe(true);
    expect(holdsStaffRole(["admin"], "admin")).toBe(true);
  });

  it("grants no other role, and none without a role", () => {
    expect(holdsStaffRole(["moderator"], "editor")).toBe(false);
    expect(holdsStaffRole(["editor"], "moderator")).toBe(false);
    expect(holdsStaffRole(["moderator", "editor"], "admin")).toBe(false);
    expect(holdsStaffRole(["moderator"], "mediator")).toBe(false);
    expect(holdsStaffRole(["mediator"], "moderator")).toBe(false);
    expect(holdsStaffRole(["moderator", "editor", "mediator"], "finance")).toBe(false);
    expect(holdsStaffRole(["finance"], "moderator")).toBe(false);
    expect(holdsStaffRole(["analytics"], "moderator")).toBe(false);
    expect(holdsStaffRole(["moderator", "editor", "mediator", "finance"], "analytics")).toBe(false);
    expect(holdsStaffRole([], "moderator")).toBe(false);
  });
});

describe("admitsStaff", () => {
  it("admits whoever holds any of the endpoint's roles, and an admin always", () => {
    expect(STAFF_ROLES).toEqual(["moderator", "mediator", "editor", "finance", "analytics", "admin"]);
    expect(admitsStaff(["moderator", "mediator"], ["mediator"])).toBe(true);
    expect(admitsStaff(["moderator", "mediator"], ["moderator"])).toBe(true);
    expect(admitsStaff(["editor"], ["admin"])).toBe(true);
    expect(admitsStaff(["moderator", "mediator"], ["editor"])).toBe(false);
    expect(admitsStaff(["editor"], [])).toBe(false);
    expect(admitsStaff([], ["admin"])).toBe(false);
  });
});

describe("staffRefusalMessage", () => {
  it("names the mediation queue's, the finance and the analytics role, and the console's for the rest", () => {
    expect(staffRefusalMessage(["mediator"])).toBe("需要调解员权限");
    expect(staffRefusalMessage(["mediator", "moderator"])).toBe("需要调解员权限");
    expect(staffRefusalMessage(["moderator", "mediator"])).toBe("需要平台审核权限");
    expect(staffRefusalMessage(["editor"])).toBe("需要平台审核权限");
    expect(staffRefusalMessage(["finance"])).toBe("需要财务权限");
    expect(staffRefusalMessage(["analytics"])).toBe("需要数据分析权限");
    expect(staffRefusalMessage(["admin"])).toBe("需要平台审核权限");
    expect(staffRefusalMessage([])).toBe("需要平台审核权限");
  });
});
