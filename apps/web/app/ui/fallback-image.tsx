import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> {
  src: string | null;
  fallback: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * An image that shows `fallback` when its source is missing or broken. Width and height are required
 * so the layout never shifts while images load.
 */
export function FallbackImage({ src, fallback, alt, ...props }: FallbackImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  // An SSR image can fail before React hydrates and attaches onError; catch that case once mounted.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <img
      ref={ref}
      src={failed || !src ? fallback : src}
      alt={alt}
      onError={() => setFailed(true)}
      decoding="async"
      {...props}
    />
  );
}
