import type { ApiClient } from "@tousu/api-client";
import { getSystemConfigDetail } from "@tousu/contracts";
import { resolveImageUrl } from "@tousu/page-kit/image-url";

/** The placeholder the site ships, drawn when the configured default logo cannot be read. */
const SHIPPED_DEFAULT_LOGO = "/images/default-brand-logo.svg";

/**
 * A brand logo from the API as the page shows it: the image's address, or null for a brand without
 * a logo of its own. The API answers such a brand with the configured default logo (system config
 * `default_brand_logo`), one grey building on every card, which `BrandLogo` replaces with the
 * brand's monogram, as the PC site does.
 */
export async function brandLogoResolver(
  api: ApiClient,
  imageOrigin: string,
): Promise<(logo: string | null | undefined) => string | null> {
  const configured = await api
    .call(getSystemConfigDetail, { query: { menu_name: "default_brand_logo" } })
    .then((config) => config.value || SHIPPED_DEFAULT_LOGO)
    .catch(() => SHIPPED_DEFAULT_LOGO);
  const defaultLogo = resolveImageUrl(configured, imageOrigin);
  return (logo) => {
    const src = resolveImageUrl(logo, imageOrigin);
    return src === defaultLogo ? null : src;
  };
}
