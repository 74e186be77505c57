import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> {
  src: string | null;
  fallback: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * Whether the image at `src` failed to load: spread `ref` and `onError` on the `<img>`. A failure is
 * remembered per source, so a new `src` gets its own try.
 */
export function useImageFailure(src: string | null) {
  const [failedSrc, setFailedSrc] = useState<string | null | undefined>(undefined);
  const ref = useRef<HTMLImageElement>(null);

  // An SSR image can fail before React hydrates and attaches onError; catch that case once mounted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the image the server sent needs this check.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, []);

  return { ref, hasFailed: failedSrc === src, onError: () => setFailedSrc(src) };
}

/**
 * An image that shows `fallback` when its source is missing or broken. Width and height are required
 * so the layout never shifts while images load.
 */
export function FallbackImage({ src, fallback, alt, ...props }: FallbackImageProps) {
  const { ref, hasFailed, onError } = useImageFailure(src);
  return (
    <img
      ref={ref}
      src={hasFailed || !src ? fallback : src}
      alt={alt}
      onError={onError}
      decoding="async"
      {...props}
    />
  );
}
