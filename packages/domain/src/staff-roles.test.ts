import { describe, expect, it } from "vitest";
import { holdsStaffRole } from "./staff-roles";

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
    expect(holdsStaffRole(["admin"], "admin")).toBe(true);
  });

  it("grants no other role, and none without a role", () => {
    expect(holdsStaffRole(["moderator"], "editor")).toBe(false);
    expect(holdsStaffRole(["editor"], "moderator")).toBe(false);
    expect(holdsStaffRole(["moderator", "editor"], "admin")).toBe(false);
    expect(holdsStaffRole(["moderator"], "mediator")).toBe(false);
    expect(holdsStaffRole(["mediator"], "moderator")).toBe(false);
    expect(holdsStaffRole([], "moderator")).toBe(false);
  });
});
