import type { ContractData, getCompanyMe } from "@tousu/contracts";
import { createContext, useContext } from "react";

export type CompanyMembership = ContractData<typeof getCompanyMe>["memberships"][number];

interface CompanyPortal {
  membership: CompanyMembership;
  memberships: CompanyMembership[];
  selectEnterprise(enterpriseId: number): void;
}

const CompanyPortalContext = createContext<CompanyPortal | null>(null);

export const CompanyPortalProvider = CompanyPortalContext.Provider;

/** The enterprise the portal acts for, inside the portal's layout. */
export function useCompanyPortal(): CompanyPortal {
  const portal = useContext(CompanyPortalContext);
  if (!portal) throw new Error("useCompanyPortal must be used inside the company portal layout");
  return portal;
}

/** The `enterprise_id` every portal call carries, so a member of several enterprises acts for the chosen one. */
export function useEnterpriseScope(): { enterprise_id: number } {
  return { enterprise_id: useCompanyPortal().membership.enterprise.id };
}

export function isOwner(membership: CompanyMembership): boolean {
  return membership.role === "owner";
}
