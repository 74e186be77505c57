import type { ImgHTMLAttributes } from "react";
import { useDefaultImages, useImageUrl } from "../lib/use-image-url";
import { cx } from "./cx";
import { FallbackImage } from "./fallback-image";

interface UserAvatarProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height"> {
  /** The avatar as the API sends it; empty or broken shows the configured default avatar. */
  src: string | null | undefined;
  /** Edge length in CSS pixels. */
  size: number;
  /** Empty (decorative) when the member's name is shown beside the avatar. */
  alt?: string;
}

/** A member's round avatar. */
export function UserAvatar({ src, size, alt = "", className, style, ...props }: UserAvatarProps) {
  const imageUrl = useImageUrl();
  const { userAvatar } = useDefaultImages();
  return (
    <FallbackImage
      src={imageUrl(src)}
      fallback={userAvatar}
      alt={alt}
      width={size}
      height={size}
      style={{ width: size, height: size, ...style }}
      className={cx("shrink-0 rounded-full bg-gray-100 object-cover", className)}
      {...props}
    />
  );
}
