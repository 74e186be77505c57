import * as RadixDialog from "@radix-ui/react-dialog";
import { MODAL_BASE_Z_INDEX } from "@tousu/domain";
import { type KeyboardEvent, useState } from "react";
import { useImageUrl } from "../../lib/use-image-url";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "../../ui/icons";

interface GalleryImage {
  url: string;
  thumb_url: string | null;
}

/**
 * The evidence images as thumbnails; each opens a lightbox that is a modal dialog (focus stays inside,
 * Escape closes) where the arrow keys and the two buttons step through the images.
 */
export function ImageGallery({ images }: { images: GalleryImage[] }) {
  const imageUrl = useImageUrl();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const current = openIndex === null ? undefined : images[openIndex];
  const step = (delta: number) =>
    setOpenIndex((index) => (index === null ? null : (index + delta + images.length) % images.length));

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  }

  return (
    <>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {images.map((image, index) => (
          <li key={image.url}>
            <button
              type="button"
              onClick={() => setOpenIndex(index)}
              className="block aspect-square w-full overflow-hidden rounded-md bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <img
                src={imageUrl(image.thumb_url ?? image.url) ?? ""}
                alt={`查看证据图片${index + 1}`}
                loading="lazy"
                decoding="async"
                className="size-full object-cover transition-transform hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <RadixDialog.Root open={current !== undefined} onOpenChange={(open) => !open && setOpenIndex(null)}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay
            className="fixed inset-0 bg-gray-950/90"
            style={{ zIndex: MODAL_BASE_Z_INDEX }}
          />
          <RadixDialog.Content
            aria-describedby={undefined}
            onKeyDown={onKeyDown}
            className="fixed inset-0 flex flex-col items-center justify-center p-4 focus:outline-none sm:p-10"
            style={{ zIndex: MODAL_BASE_Z_INDEX + 1 }}
          >
            <RadixDialog.Title className="mb-3 text-sm text-gray-200">
              证据图片 {(openIndex ?? 0) + 1} / {images.length}
            </RadixDialog.Title>
            {current ? (
              <img
                src={imageUrl(current.url) ?? ""}
                alt={`证据图片${(openIndex ?? 0) + 1}`}
                className="max-h-[80vh] max-w-full rounded object-contain"
              />
            ) : null}
            {images.length > 1 ? (
              <div className="mt-4 flex gap-3">
                <LightboxButton label="上一张" onClick={() => step(-1)}>
                  <ChevronLeftIcon />
                </LightboxButton>
                <LightboxButton label="下一张" onClick={() => step(1)}>
                  <ChevronRightIcon />
                </LightboxButton>
              </div>
            ) : null}
            <RadixDialog.Close className="absolute top-4 right-4 rounded-full bg-white/10 p-2 text-xl text-white hover:bg-white/20">
              <CloseIcon />
              <span className="sr-only">关闭</span>
            </RadixDialog.Close>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </>
  );
}

function LightboxButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-full bg-white/10 p-3 text-xl text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
    >
      {children}
      <span className="sr-only">{label}</span>
    </button>
  );
}
