import type { ContractData, getAdvertising } from "@tousu/contracts";
import { type ReactNode, useEffect, useState } from "react";
import { useImageUrl } from "../../lib/use-image-url";
import { usePrefersReducedMotion } from "../../lib/use-prefers-reduced-motion";
import { cx } from "../../ui/cx";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "../../ui/icons";
import { SmartLink } from "../../ui/smart-link";

type Ad = ContractData<typeof getAdvertising>[number];

const ADVANCE_MS = 5000;
const WIDTH = 800;
const HEIGHT = 300;

/**
 * The home banner, following the WAI-ARIA carousel pattern: it advances every 5 s unless the visitor
 * paused it, is hovering or focusing it, or prefers reduced motion; a pause button is always there.
 */
export function BannerCarousel({ ads }: { ads: Ad[] }) {
  const imageUrl = useImageUrl();
  const prefersReducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const [isInteracting, setIsInteracting] = useState(false);
  const count = ads.length;
  const isRotating = count > 1 && !isPaused && !isInteracting && !prefersReducedMotion;

  useEffect(() => {
    if (!isRotating) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [isRotating, count]);

  if (count === 0) return null;
  const go = (index: number) => setCurrent((index + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="推荐活动"
      className="group relative h-full overflow-hidden rounded-lg bg-gray-200 shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
      onMouseEnter={() => setIsInteracting(true)}
      onMouseLeave={() => setIsInteracting(false)}
      onFocus={() => setIsInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsInteracting(false);
      }}
    >
      <div className="relative aspect-[8/3] h-full w-full" aria-live={isRotating ? "off" : "polite"}>
        {ads.map((ad, index) => {
          const isCurrent = index === current;
          const image = (
            <img
              src={imageUrl(ad.image_url) ?? ""}
              alt={ad.title}
              width={WIDTH}
              height={HEIGHT}
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : "auto"}
              decoding="async"
              className="size-full object-cover"
            />
          );
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group.
            <div
              key={ad.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`第${index + 1}张，共${count}张`}
              aria-hidden={!isCurrent}
              inert={!isCurrent}
              className={cx(
                "absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none",
                isCurrent ? "opacity-100" : "opacity-0",
              )}
            >
              {ad.link_url ? (
                <SmartLink href={ad.link_url} isSponsored className="block size-full">
                  {image}
                </SmartLink>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>

      {count > 1 ? (
        <>
          <ArrowButton label="上一张" onClick={() => go(current - 1)} className="left-3">
            <ChevronLeftIcon />
          </ArrowButton>
          <ArrowButton label="下一张" onClick={() => go(current + 1)} className="right-3">
            <ChevronRightIcon />
          </ArrowButton>
          <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-2">
            <button
              type="button"
              onClick={() => setIsPaused((paused) => !paused)}
              className="mr-1 flex size-7 items-center justify-center rounded-full bg-gray-900/60 text-sm text-white hover:bg-gray-900/80"
            >
              {isPaused ? <PlayIcon /> : <PauseIcon />}
              <span className="sr-only">{isPaused ? "继续轮播" : "暂停轮播"}</span>
            </button>
            {ads.map((ad, index) => (
              <button
                key={ad.id}
                type="button"
                onClick={() => go(index)}
                aria-current={index === current ? "true" : undefined}
                className="flex h-7 items-center px-0.5"
              >
                <span
                  className={cx(
                    "block h-1.5 rounded-full transition-all motion-reduce:transition-none",
                    index === current ? "w-6 bg-white" : "w-3 bg-white/60",
                  )}
                />
                <span className="sr-only">
                  第{index + 1}张：{ad.title}
                </span>
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

function ArrowButton({
  label,
  onClick,
  className,
  children,
}: {
  label: string;
  onClick(): void;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cx(
        "absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-gray-900/50 text-xl text-white opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 hover:bg-gray-900/70 focus-visible:opacity-100",
        className,
      )}
    >
      {children}
      <span className="sr-only">{label}</span>
    </button>
  );
}
