import { findMonogramCharacter, pickMonogramColour } from "@tousu/page-kit/monogram";
import { useState } from "react";

/**
 * A brand's logo beside its name (so the image is decorative), or its monogram, as on the PC site:
 * the loader passes `logo: null` for a brand without a logo of its own (`brandLogoResolver`), and
 * an image that fails to load draws the monogram too.
 */
export function BrandLogo({
  brand,
  size,
  className = "",
}: {
  brand: { id: number; name: string; logo: string | null };
  /** Edge length in CSS pixels. */
  size: number;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = { width: size, height: size, borderRadius: Math.round(size * 0.2) };
  if (brand.logo && failedSrc !== brand.logo) {
    const src = brand.logo;
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
        style={box}
        className={`shrink-0 border border-gray-100 bg-white object-contain ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ ...box, backgroundColor: pickMonogramColour(brand.id), fontSize: Math.round(size * 0.46) }}
      className={`inline-flex shrink-0 items-center justify-center leading-none font-semibold text-white select-none ${className}`}
    >
      {findMonogramCharacter(brand.name)}
    </span>
  );
}
