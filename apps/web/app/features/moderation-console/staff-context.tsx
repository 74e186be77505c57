import type { StaffRole } from "@tousu/domain";
import { createContext, useContext } from "react";

export interface StaffMember {
  id: number;
  nickname: string;
  roles: StaffRole[];
}

const StaffContext = createContext<StaffMember | null>(null);
export const StaffProvider = StaffContext.Provider;

export function useStaffMember(): StaffMember {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error("useStaffMember must be used inside the moderation console");
  return staff;
}
