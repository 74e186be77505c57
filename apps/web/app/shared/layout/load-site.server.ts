import type { ApiClient } from "@tousu/api-client";
import { getFriendLink, getSystemConfigDetail, type SYSTEM_CONFIG_MENU_NAMES } from "@tousu/contracts";
import { cached } from "../../lib/cache.server";
import type { SiteData } from "../../lib/root-data";

const SITE_CACHE_MS = 60_000;

// What the page shows when a setting cannot be read: the placeholders shipped in public/images.
const DEFAULT_IMAGES: Record<(typeof SYSTEM_CONFIG_MENU_NAMES)[number], string> = {
  default_user_avatar: "/images/default-avatar.svg",
  default_brand_logo: "/images/default-brand-logo.svg",
  default_platform_logo: "/images/default-platform-logo.svg",
};

/** Site-wide settings every page renders (header logo, default images, footer links); never fails. */
export async function loadSite(api: ApiClient): Promise<SiteData> {
  const image = (menu_name: (typeof SYSTEM_CONFIG_MENU_NAMES)[number]) =>
    cached(`system-config:${menu_name}`, SITE_CACHE_MS, () =>
      api.call(getSystemConfigDetail, { query: { menu_name } }),
    )
      .then((config) => config.value || DEFAULT_IMAGES[menu_name])
      .catch(() => DEFAULT_IMAGES[menu_name]);
  const [userAvatar, brandLogo, xfbLogo, friendLinks] = await Promise.all([
    image("default_user_avatar"),
    image("default_brand_logo"),
    image("default_platform_logo"),
    cached("friend-links", SITE_CACHE_MS, () => api.call(getFriendLink)).catch(() => []),
  ]);
  return { images: { userAvatar, brandLogo, xfbLogo }, friendLinks };
}
