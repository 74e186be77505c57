import { findMonogramCharacter, pickMonogramColour } from "@tousu/page-kit/monogram";
import { useDefaultImages, useImageUrl } from "../lib/use-image-url";
import { cx } from "./cx";
import { useImageFailure } from "./fallback-image";

interface BrandLogoProps {
  brand: { id: number; name: string; logo: string | null };
  /** Edge length in CSS pixels. */
  size: number;
  /**
   * Leave out where the brand's name is shown beside the logo (the logo is then decorative); pass the
   * name where the logo stands alone.
   */
  label?: string;
  loading?: "lazy" | "eager";
  className?: string;
}

/**
 * A brand's logo, or a monogram when it has none. The API answers a brand without a logo with the
 * configured default logo (system config `default_brand_logo`); one grey building on every card says
 * nothing, so that default, an empty logo and a broken image all draw the monogram instead.
 */
export function BrandLogo({ brand, size, label, loading, className }: BrandLogoProps) {
  const imageUrl = useImageUrl();
  const { brandLogo: defaultLogo } = useDefaultImages();
  const src = imageUrl(brand.logo);
  const hasLogo = src !== null && src !== imageUrl(defaultLogo);
  const { ref, hasFailed, onError } = useImageFailure(src);
  const box = { width: size, height: size, borderRadius: Math.round(size * 0.2) };

  if (hasLogo && !hasFailed) {
    return (
      <img
        ref={ref}
        src={src}
        alt={label ?? ""}
        onError={onError}
        width={size}
        height={size}
        loading={loading}
        decoding="async"
        style={box}
        className={cx("shrink-0 border border-gray-100 bg-white object-contain", className)}
      />
    );
  }
  // A labelled monogram stands in for the logo image; otherwise the name beside it says it all.
  const monogramRole = label
    ? ({ role: "img", "aria-label": label } as const)
    : ({ "aria-hidden": true } as const);
  return (
    <span
      {...monogramRole}
      style={{ ...box, backgroundColor: pickMonogramColour(brand.id), fontSize: Math.round(size * 0.46) }}
      className={cx(
        "inline-flex shrink-0 items-center justify-center leading-none font-semibold text-white select-none",
        className,
      )}
    >
      {findMonogramCharacter(brand.name)}
    </span>
  );
}
