import type { MemberInfo } from "@tousu/contracts";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { SiteImages } from "../../lib/root-data";
import { readTokenCookie } from "../../lib/token-cookie";

/**
 * The user store (docs/product/entities.md#session-and-user-store); `xfbLogo` is the platform logo (system
 * config `default_platform_logo`).
 */
interface UserState {
  token: string | null;
  memberInfo: MemberInfo | null;
  userAvatar: string;
  brandLogo: string;
  xfbLogo: string;
  is_complaint: boolean;
  is_lawyer: boolean;
  platformCount: number;
  complaintCount: number;
  /**
   * Code 402 (docs/product/errors.md#body-codes): the access token the server hands out with "bind a mobile number". It authorises only
   * that bind request, so it is neither the session token nor persisted.
   */
  bindAccessToken: string | null;
}

interface UserActions {
  setToken(token: string | null): void;
  setBindAccessToken(token: string | null): void;
  setMemberInfo(memberInfo: MemberInfo): void;
  /** The unread-count response names its fields `platform` and `complaint`. */
  setUnreadCount(counts: { platform: number; complaint: number }): void;
  setSiteImages(images: SiteImages): void;
  /** Forget the login: token, member info and what belongs to the member. */
  clearSession(): void;
}

const signedOut = {
  token: null,
  memberInfo: null,
  is_complaint: false,
  is_lawyer: false,
  platformCount: 0,
  complaintCount: 0,
  bindAccessToken: null,
} satisfies Partial<UserState>;

export const useUserStore = create<UserState & UserActions>()(
  persist(
    (set) => ({
      ...signedOut,
      userAvatar: "",
      brandLogo: "",
      xfbLogo: "",
      setToken: (token) => set({ token }),
      setBindAccessToken: (bindAccessToken) => set({ bindAccessToken }),
      // Loading member info sets `is_lawyer` false unless the account says otherwise: the server
      // answers true only in a lawyer's session, opened through the lawyer login by a verified lawyer
      // (docs/product/overview.md#roles-and-permissions, decision 069).
      setMemberInfo: (memberInfo) =>
        set({ memberInfo, is_complaint: memberInfo.is_complaint, is_lawyer: memberInfo.is_lawyer }),
      setUnreadCount: ({ platform, complaint }) =>
        set({ platformCount: platform, complaintCount: complaint }),
      setSiteImages: (images) => set(images),
      clearSession: () => set(signedOut),
    }),
    {
      name: "tousu-user",
      // No storage on the server (Node 22+ has a global localStorage of its own): the server-side store
      // stays empty and is never written, so one visitor's session cannot leak into another's render.
      storage: createJSONStorage(() => {
        if (typeof document === "undefined") throw new Error("no browser storage on the server");
        return localStorage;
      }),
      // What survives a reload: the whole state, without its actions and the short-lived bind token.
      partialize: ({
        bindAccessToken: _bindAccessToken,
        setToken: _setToken,
        setBindAccessToken: _setBindAccessToken,
        setMemberInfo: _setMemberInfo,
        setUnreadCount: _setUnreadCount,
        setSiteImages: _setSiteImages,
        clearSession: _clearSession,
        ...state
      }): Omit<UserState, "bindAccessToken"> => state,
      // The cookie expires with the token and is what SSR sees, so it decides whether a stored session
      // is still alive; a stored member without a cookie is a leftover of an expired login.
      merge: (persisted, current) => {
        const token = readTokenCookie(document.cookie);
        return token
          ? { ...current, ...(persisted as Partial<UserState>), token }
          : { ...current, ...signedOut };
      },
    },
  ),
);
