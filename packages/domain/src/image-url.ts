/**
 * Where an image from the API is fetched. Absolute URLs pass; the placeholders the web app ships in
 * `public/images` stay on this origin; uploaded files live on the image host (docs/product/overview.md#services-and-hosts).
 */
export function resolveImageUrl(src: string | null | undefined, imageOrigin: string): string | null {
  if (!src) return null;
  if (/^(https?:)?\/\//.test(src) || src.startsWith("data:") || src.startsWith("/images/")) return src;
  return `${imageOrigin.replace(/\/+$/, "")}/${src.replace(/^\/+/, "")}`;
}
