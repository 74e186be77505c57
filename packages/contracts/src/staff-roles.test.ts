import { describe, expect, it } from "vitest";
import type { Contract } from "./define-contract";
import * as contracts from "./index";
import { getLicensePhoto } from "./lawyer-accounts";

const isContract = (value: unknown): value is Contract =>
  typeof value === "object" && value !== null && "path" in value && "method" in value && "auth" in value;
const everyContract = Object.entries(contracts as Record<string, unknown>).flatMap(([name, value]) =>
  isContract(value) ? [[name, value] as const] : [],
);

// An <img> sends no token: the licence photo is authorised by its signed, short-lived address instead.
const SIGNED_ADDRESSES: readonly Contract[] = [getLicensePhoto];

describe("staff roles in the contracts", () => {
  it("finds the console's endpoints", () => {
    expect(
      everyContract.filter(([, contract]) => contract.path.startsWith("/admin/")).length,
    ).toBeGreaterThan(60);
  });

  it("names the admitted roles on every console endpoint, so a new one cannot forget them", () => {
    const forgotten = everyContract
      .filter(([, contract]) => contract.path.startsWith("/admin/") && !SIGNED_ADDRESSES.includes(contract))
      .filter(([, contract]) => !contract.staffRoles || contract.staffRoles.length === 0)
      .map(([name, contract]) => `${name} ${contract.method} ${contract.path}`);
    expect(forgotten).toEqual([]);
  });

  it("asks for roles only where a login is required", () => {
    const withoutLogin = everyContract
      .filter(([, contract]) => contract.staffRoles !== undefined && contract.auth !== "required")
      .map(([name]) => name);
    expect(withoutLogin).toEqual([]);
  });
});
