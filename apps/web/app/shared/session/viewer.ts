import { useShallow } from "zustand/react/shallow";
import { useRootData, type Viewer } from "../../lib/root-data";
import { useHydrated } from "../../lib/use-hydrated";
import { useUserStore } from "./user-store";

/**
 * The logged-in member, or null. Server render and hydration use the root loader's answer (the cookie
 * as the server saw it), so the header never flashes "logged out"; afterwards the store decides, since
 * login, logout and profile edits change it without a round trip (logged in = token in store, docs/product/entities.md#session-and-user-store).
 */
export function useViewer(): Viewer | null {
  const fromServer = useRootData()?.viewer ?? null;
  const isHydrated = useHydrated();
  const stored = useUserStore(
    useShallow(({ token, memberInfo, platformCount, complaintCount }) => ({
      token,
      memberInfo,
      platformCount,
      complaintCount,
    })),
  );
  if (!isHydrated) return fromServer;
  if (!stored.token) return null;
  if (!stored.memberInfo) return fromServer;
  return {
    memberInfo: stored.memberInfo,
    platformCount: stored.platformCount,
    complaintCount: stored.complaintCount,
  };
}
