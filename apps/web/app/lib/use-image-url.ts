import { resolveImageUrl } from "@tousu/domain";
import { useCallback } from "react";
import { useRootData } from "./root-data";

/** `resolveImageUrl` bound to the configured image host. */
export function useImageUrl(): (src: string | null | undefined) => string | null {
  const imageOrigin = useRootData()?.publicConfig.imageOrigin ?? "";
  return useCallback((src) => resolveImageUrl(src, imageOrigin), [imageOrigin]);
}

/** The system-config placeholders for a missing avatar and brand logo. */
export function useDefaultImages() {
  const images = useRootData()?.site.images;
  return {
    userAvatar: images?.userAvatar || "/images/default-avatar.svg",
    brandLogo: images?.brandLogo || "/images/default-brand-logo.svg",
  };
}
