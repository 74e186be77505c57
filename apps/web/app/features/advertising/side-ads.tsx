import type { ContractData, getAdvertising } from "@tousu/contracts";
import { useImageUrl } from "../../lib/use-image-url";
import { SmartLink } from "../../ui/smart-link";

type Ad = ContractData<typeof getAdvertising>[number];

export function SideAds({ ads }: { ads: Ad[] }) {
  const imageUrl = useImageUrl();
  if (ads.length === 0) return null;
  return (
    <aside aria-label="推广">
      <ul className="space-y-4">
        {ads.map((ad) => (
          <li key={ad.id}>
            <AdImage ad={ad} src={imageUrl(ad.image_url) ?? ""} />
          </li>
        ))}
      </ul>
    </aside>
  );
}

function AdImage({ ad, src }: { ad: Ad; src: string }) {
  const image = (
    <img
      src={src}
      alt={ad.title}
      width={340}
      height={200}
      loading="lazy"
      decoding="async"
      className="w-full rounded-lg shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
    />
  );
  return ad.link_url ? (
    <SmartLink href={ad.link_url} isSponsored className="block">
      {image}
    </SmartLink>
  ) : (
    image
  );
}
