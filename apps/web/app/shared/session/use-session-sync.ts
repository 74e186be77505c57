import { useEffect } from "react";
import type { SiteImages, Viewer } from "../../lib/root-data";
import { readTokenCookie } from "../../lib/token-cookie";
import { useUserStore } from "./user-store";

/**
 * Brings the persisted store in line with what the server rendered: after every root load (first
 * visit, revalidation after a login or a profile edit) the server's view of the cookie wins.
 */
export function useSessionSync(viewer: Viewer | null, images: SiteImages): void {
  useEffect(() => {
    useUserStore.getState().setSiteImages(images);
  }, [images]);

  useEffect(() => {
    const store = useUserStore.getState();
    const token = readTokenCookie(document.cookie);
    if (viewer && token) {
      store.setToken(token);
      store.setMemberInfo(viewer.memberInfo);
      store.setUnreadCount({ platform: viewer.platformCount, complaint: viewer.complaintCount });
    } else if (!token) {
      store.clearSession();
    }
  }, [viewer]);
}
