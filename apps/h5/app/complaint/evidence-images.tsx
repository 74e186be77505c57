import { useState } from "react";

export interface EvidenceImage {
  url: string;
  thumbUrl: string;
}

/**
 * The evidence as a grid of thumbnails loaded as they scroll near. Each is a link to the full image
 * (so it opens without scripts); once hydrated a tap shows it large over the page instead, closed by
 * tapping anywhere or the close button.
 */
export function EvidenceImages({ images }: { images: EvidenceImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const current = open === null ? undefined : images[open];
  return (
    <>
      <ul className="grid grid-cols-3 gap-2">
        {images.map((image, index) => (
          <li key={image.url}>
            <a
              href={image.url}
              onClick={(event) => {
                event.preventDefault();
                setOpen(index);
              }}
              className="block aspect-square overflow-hidden rounded-md bg-gray-100"
            >
              <img
                src={image.thumbUrl}
                alt={`查看证据图片${index + 1}`}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
      {current ? (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={`证据图片 ${(open ?? 0) + 1}/${images.length}`}
          className="fixed inset-0 z-50 flex flex-col bg-gray-950/95 pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)]"
          onClick={() => setOpen(null)}
          onKeyDown={(event) => event.key === "Escape" && setOpen(null)}
        >
          <div className="flex items-center justify-between px-2 text-sm text-white">
            <span className="px-2">
              {(open ?? 0) + 1}/{images.length}
            </span>
            {/* biome-ignore lint/a11y/noAutofocus: the dialog's one control takes the focus as it opens */}
            <button type="button" autoFocus className="min-h-11 min-w-11 px-2" onClick={() => setOpen(null)}>
              关闭
            </button>
          </div>
          <img
            src={current.url}
            alt={`证据图片${(open ?? 0) + 1}`}
            className="min-h-0 flex-1 object-contain"
          />
        </div>
      ) : null}
    </>
  );
}
