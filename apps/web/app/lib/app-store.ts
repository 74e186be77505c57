import type { ContractData, getComplaintStatistic } from "@tousu/contracts";
import { create } from "zustand";

export type LoginMode = "login" | "bind";
type ComplaintStatistic = ContractData<typeof getComplaintStatistic>;

/** Client state outside the persisted user session (docs/product/entities.md#other-client-state). */
interface AppState {
  statistics: ComplaintStatistic | null;
  showLogin: boolean;
  /**
   * Set by the server through the body codes (docs/product/errors.md#body-codes): 401 asks to log in, 402 to
   * bind a mobile number.
   */
  loginMode: LoginMode;
  /** A page of this site to go to once logged in (a user page the visitor was sent away from). */
  loginReturnTo: string | null;
  isLanding: boolean;
  /** The login dialog is open in lawyer mode (律师登录, decision 069); set with `showLogin`. */
  showLoginLawyer: boolean;
  openLogin(mode?: LoginMode, returnTo?: string | null): void;
  openLawyerLogin(): void;
  closeLogin(): void;
  setStatistics(statistics: ComplaintStatistic): void;
  setLanding(isLanding: boolean): void;
}

export const useAppStore = create<AppState>()((set) => ({
  statistics: null,
  showLogin: false,
  loginMode: "login",
  loginReturnTo: null,
  isLanding: false,
  showLoginLawyer: false,
  openLogin: (mode = "login", returnTo = null) =>
    set({ showLogin: true, showLoginLawyer: false, loginMode: mode, loginReturnTo: returnTo }),
  openLawyerLogin: () =>
    set({ showLogin: true, showLoginLawyer: true, loginMode: "login", loginReturnTo: null }),
  closeLogin: () => set({ showLogin: false, showLoginLawyer: false, loginReturnTo: null }),
  setStatistics: (statistics) => set({ statistics }),
  setLanding: (isLanding) => set({ isLanding }),
}));
