import { Image, Space } from "antd";

export interface GalleryImage {
  url: string;
  thumb_url?: string | null;
}

/** Evidence thumbnails (complaint, timeline step, application) that open full size in Ant Design's previewer. */
export function ImageGallery({
  images,
  size,
  alt,
}: {
  images: readonly GalleryImage[];
  size: number;
  alt: string;
}) {
  if (images.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {images.map((image) => (
          <Image
            key={image.url}
            src={image.thumb_url ?? image.url}
            preview={{ src: image.url }}
            width={size}
            height={size}
            style={{ objectFit: "cover" }}
            alt={alt}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** URL lists (timeline payloads, application evidence) in the gallery's shape. */
export function urlsToGalleryImages(urls: readonly string[]): GalleryImage[] {
  return urls.map((url) => ({ url }));
}
