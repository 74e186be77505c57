import type { StaffRoleName } from "@tousu/contracts";
import { createContext, useContext } from "react";

export interface StaffMember {
  id: number;
  nickname: string;
  roles: StaffRoleName[];
}

const StaffContext = createContext<StaffMember | null>(null);
export const StaffProvider = StaffContext.Provider;

export function useStaffMember(): StaffMember {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error("useStaffMember must be used inside the moderation console");
  return staff;
}

/** Mirrors the server's rule (apps/api/src/lib/authorization.ts): admins hold every staff role. */
export function hasStaffRole(staff: StaffMember, role: StaffRoleName): boolean {
  return staff.roles.includes("admin") || staff.roles.includes(role);
}
