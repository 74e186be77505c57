import type { MemberInfo } from "@tousu/contracts";
import { describe, expect, it } from "vitest";
import { useUserStore } from "./user-store";

const member = (is_lawyer: boolean): MemberInfo => ({
  id: 7,
  nickname: "小林",
  avatar: "",
  phone: "138****8000",
  is_complaint: false,
  is_lawyer,
  is_real_name_verified: false,
  created_at: "2026-11-27T00:00:00.000Z",
  vip: null,
});

describe("the user store's is_lawyer", () => {
  it("follows the member info: true only for a lawyer's session, false again for the next load", () => {
    const store = useUserStore.getState();
    store.setMemberInfo(member(true));
    expect(useUserStore.getState().is_lawyer).toBe(true);
    store.setMemberInfo(member(false));
    expect(useUserStore.getState().is_lawyer).toBe(false);
    store.setMemberInfo(member(true));
    store.clearSession();
    expect(useUserStore.getState().is_lawyer).toBe(false);
  });
});
