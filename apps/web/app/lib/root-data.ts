import type { ContractData, getFriendLink, MemberInfo } from "@tousu/contracts";
import type { PublicConfig } from "@tousu/page-kit/load-context";
import { useRouteLoaderData } from "react-router";

/** The system-config images every page may fall back on; `xfbLogo` is the platform logo. */
export interface SiteImages {
  userAvatar: string;
  brandLogo: string;
  xfbLogo: string;
}

/** Site-wide settings every page renders (header logo, default images, footer links). */
export interface SiteData {
  images: SiteImages;
  friendLinks: ContractData<typeof getFriendLink>;
}

/** The logged-in member as the root loader saw the cookie. */
export interface Viewer {
  memberInfo: MemberInfo;
  platformCount: number;
  complaintCount: number;
}

/**
 * What the root loader gives every page. Declared here rather than inferred from the loader, so code
 * below the routes reads it without importing the root route (which imports that code).
 */
export interface RootData {
  publicConfig: PublicConfig;
  site: SiteData;
  viewer: Viewer | null;
  /** The page's tracking token (decision 109), sent with every event the page sends. */
  trackToken: string;
}

/** The root loader's data; undefined only while the root itself failed (its error boundary renders). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
